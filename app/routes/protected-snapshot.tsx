import { loadProtectedCaseStudy, slugOf } from '~/features/content/load.server';
import { UnlockedCaseStudy } from '~/features/gate/unlocked-case-study';
import { pageMeta } from '~/features/seo/meta';
import { pageHandle } from '~/page-handle';
import type { Route } from './+types/protected-snapshot';

export const handle = pageHandle('protected-snapshot');

/**
 * Build only (see snapshotPath in app/pages.ts): the unlocked page of a
 * private project, rendered so postbuild can take its HTML, encrypt it and
 * delete this page. No visitor ever gets it: it is linked from nowhere and
 * not in the build that ships.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { study: await loadProtectedCaseStudy(slugOf(request)) };
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Protected case study', noindex: true });

export default function ProtectedSnapshot({ loaderData }: Route.ComponentProps) {
  return <UnlockedCaseStudy study={loaderData.study} onLocked={() => undefined} />;
}
