import { NotFound } from '~/features/layout/not-found';
import { pageMeta } from '~/features/seo/meta';
import { pageHandle } from '~/page-handle';

export const handle = pageHandle('not-found');

export const meta = () => pageMeta({ title: 'Page not found', noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
