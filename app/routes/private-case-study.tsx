import { siteOf } from '../features/content/site-settings.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { loadTeasers, localeOf, projectSummary, slugOf } from '../features/content/load.server.ts';
import { GatePage } from '../features/gate/gate-page.tsx';
import { privateAddresses } from '../pages.server.ts';
import { pageMeta } from '../features/seo/meta.ts';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
// Its route exists only while the content has a private project (app/lib/pages.ts), so React Router's
// generated types for it (./+types/…) exist only then: it is typed from its loader instead, and the
// type check passes for a site with no private work.

/** Build time: only what is public anyway (its public name and teaser). */
export function loader({ url }: LoaderFunctionArgs) {
  const locale = localeOf(url);
  const { address, name, subtitle } = projectSummary(slugOf(url), locale);
  // Every private project's public address: a share link opened here may name another.
  return { slug: address, project: { name, subtitle }, addresses: privateAddresses, teasers: loadTeasers(locale) };
}

/** Only what the project's public card shows; its preview image shows the public teaser. */
export const meta = ({ loaderData, location, matches }: MetaArgs<typeof loader>) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const project = loaderData?.project;
  const { pages } = wordsFor(locale);
  return pageMeta({
    locale,
    site,
    title: project ? pages.protectedCaseStudy(project.name) : pages.protectedUnknown,
    description: project ? pages.protectedDescription(project.subtitle) : undefined,
    path: pathIn(`/${loaderData?.slug ?? ''}`, locale),
    noindex: true,
    preview: loaderData && project && { key: loaderData.slug, alt: pages.protectedPreview(project.name, project.subtitle, site.name) },
  });
};

/**
 * The page holds only the gate: the case study exists only encrypted. The
 * gate's script shows it to a visitor holding the key, and sends anyone
 * else to /private (app/features/gate/gate-script.ts).
 */
export default function PrivateCaseStudy({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <GatePage project={loaderData.slug} projects={loaderData.addresses} teasers={loaderData.teasers} />;
}
