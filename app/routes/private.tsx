import { GatePage } from '../features/gate/gate-page.tsx';
import { siteOf } from '../features/content/site-settings.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { pageMeta } from '../features/seo/meta.ts';
import { gatedSlug, loadTeasers, localeOf, projectSummary } from '../features/content/load.server.ts';
import { privateAddresses } from '../pages.server.ts';
import { gatePath } from '../lib/pages.ts';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
// Its route exists only while the content has a private project (app/lib/pages.ts), so React Router's
// generated types for it (./+types/…) exist only then: it is typed from its loader instead, and the
// type check passes for a site with no private work.

export const meta = ({ loaderData, location, matches }: MetaArgs<typeof loader>) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const project = loaderData?.project;
  const { gate, pages } = wordsFor(locale);
  return pageMeta({
    locale,
    site,
    title: gate.title,
    description: project ? pages.gateDescription(project.name, project.subtitle, site.name) : undefined,
    path: pathIn(gatePath, locale),
    noindex: true,
    preview: loaderData &&
      project && {
        key: loaderData.slug,
        alt: pages.protectedPreview(project.name, project.subtitle, site.name),
      },
  });
};

/**
 * Build time: the project the gate opens when the visitor did not come from
 * one (the first private project), by its public name only; the page must
 * not import the content.
 */
export function loader({ url }: LoaderFunctionArgs) {
  const locale = localeOf(url);
  const { address, name, subtitle } = projectSummary(gatedSlug(), locale);
  // Every private project's public address (its codename's, where one is set): the ones the gate may open.
  return { slug: address, project: { name, subtitle }, addresses: privateAddresses, teasers: loadTeasers(locale) };
}

/** The gate: one password opens every private project, and it opens the one the visitor came for (app/features/gate/gate-script.ts). */
export default function PrivateRoute({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <GatePage project={loaderData.slug} projects={loaderData.addresses} teasers={loaderData.teasers} gatePage />;
}
