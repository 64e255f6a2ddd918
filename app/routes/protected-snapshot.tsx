import { loadProtectedCaseStudy, localeOf, slugOf } from '../features/content/load.server.ts';
import { localeOfPath } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { UnlockedCaseStudy } from '../features/gate/unlocked-case-study.tsx';
import { siteOf } from '../features/content/site-settings.ts';
import { pageMeta } from '../features/seo/meta.ts';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
// Its route exists only while the content has a private project (app/lib/pages.ts), so React Router's
// generated types for it (./+types/…) exist only then: it is typed from its loader instead, and the
// type check passes for a site with no private work.

/**
 * Build only (see app/lib/pages.ts): the unlocked page of a private project,
 * rendered so postbuild can take its HTML and title, encrypt them and delete
 * this page. No visitor ever gets it: it is linked from nowhere and not in
 * the build that ships.
 */
export async function loader({ url }: LoaderFunctionArgs) {
  return { study: await loadProtectedCaseStudy(slugOf(url), localeOf(url)) };
}

export const meta = ({ loaderData, location, matches }: MetaArgs<typeof loader>) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const { pages } = wordsFor(locale);
  return pageMeta({ locale, site, title: loaderData ? pages.caseStudy(loaderData.study.name) : pages.protectedUnknown, noindex: true });
};

export default function ProtectedSnapshot({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  return <UnlockedCaseStudy study={loaderData.study} />;
}
