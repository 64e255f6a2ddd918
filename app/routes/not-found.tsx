import { NotFound } from '~/components/not-found';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ title: 'Page not found', noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
