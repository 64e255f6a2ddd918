import { siteOf } from '../features/content/site-settings.ts';
import { languages, localeOfPath, pathIn } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { loadCaseStudy, localeOf, projectSummary, slugOf } from '../features/content/load.server.ts';
import { CaseStudy } from '../features/case-study/case-study.tsx';
import { coverFrameId } from '../features/cover-transition/cover-transition-contract.ts';
import { renderBlockingUntil } from '../features/cover-transition/transition-name.ts';
import { absoluteFileUrl, absolutePageUrl, excerpt, pageMeta } from '../features/seo/meta.ts';
import { previewImageFile } from '../features/seo/link-preview.ts';
import { caseStudyData } from '../features/seo/structured-data.ts';
import { plainText } from '../lib/rich-text.ts';
import type { LinksFunction, LoaderFunctionArgs, MetaArgs } from 'react-router';
// Its route exists only while the content has a public case study (app/lib/pages.ts), so React Router's
// generated types for it (./+types/…) exist only then: it is typed from its loader instead, and the
// type check passes for a site whose work is all private.

/** Runs at build time for each public case study listed in the content. */
/** Its cover is in the page's first frame, for the card it grows from. */
export const links: LinksFunction = () => [renderBlockingUntil(coverFrameId)];

export async function loader({ url }: LoaderFunctionArgs) {
  const slug = slugOf(url);
  const locale = localeOf(url);
  return { study: await loadCaseStudy(slug, locale), summary: projectSummary(slug, locale) };
}

export const meta = ({ loaderData, location, matches }: MetaArgs<typeof loader>) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const { pages } = wordsFor(locale);
  if (!loaderData) return pageMeta({ locale, site, title: pages.caseStudyUnknown });
  const { study, summary } = loaderData;
  const path = pathIn(`/${study.slug}`, locale);
  const description = excerpt(plainText(summary.about));
  return pageMeta({
    locale,
    site,
    title: pages.caseStudy(study.name),
    description,
    path,
    type: 'article',
    preview: { key: study.slug, alt: pages.caseStudyPreview(study.name, summary.subtitle, site.name) },
    structuredData: caseStudyData(
      site,
      { name: study.name, subtitle: summary.subtitle, description, inLanguage: languages[locale].lang },
      {
        home: absolutePageUrl(site, pathIn('/', locale)),
        page: absolutePageUrl(site, path),
        image: absoluteFileUrl(site, previewImageFile(study.slug, locale)),
      },
    ),
  });
};

export default function CaseStudyRoute({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  return <CaseStudy study={loaderData.study} />;
}
