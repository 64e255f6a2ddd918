import { loadProtectedCaseStudy, localeOf, slugOf } from '../features/content/load.server.ts';
import { localeOfPath } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { UnlockedCaseStudy } from '../features/gate/unlocked-case-study.tsx';
import { siteOf } from '../features/content/site-settings.ts';
import { pageMeta } from '../features/seo/meta.ts';
import type { Route } from './+types/protected-snapshot';

/**
 * Build only (see app/lib/pages.ts): the unlocked page of a private project,
 * rendered so postbuild can take its HTML and title, encrypt them and delete
 * this page. No visitor ever gets it: it is linked from nowhere and not in
 * the build that ships.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return { study: await loadProtectedCaseStudy(slugOf(url), localeOf(url)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const { pages } = wordsFor(locale);
  return pageMeta({ locale, site, title: loaderData ? pages.caseStudy(loaderData.study.name) : pages.protectedUnknown, noindex: true });
};

export default function ProtectedSnapshot({ loaderData }: Route.ComponentProps) {
  return <UnlockedCaseStudy study={loaderData.study} />;
}
