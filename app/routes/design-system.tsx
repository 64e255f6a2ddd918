import { siteOf } from '../features/content/site-settings.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { wordsFor } from '../i18n/words.ts';
import { localeOf } from '../features/content/load.server.ts';
import { DesignSystemPage } from '../features/design-system/design-system-page.tsx';
import { loadDesignSystem } from '../features/design-system/design-system.server.ts';
import { tokenSections } from '../features/design-system/token-sections.ts';
import { pageMeta } from '../features/seo/meta.ts';
import type { Route } from './+types/design-system';
import '../features/design-system/design-system.css';
import { designSystemPath } from '../lib/pages.ts';

/** Runs at build time: the content the specimens show, the tokens each reads, and the descriptions in the page's language. */
export async function loader({ url }: Route.LoaderArgs) {
  return loadDesignSystem(localeOf(url));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  return pageMeta({
    locale,
    site,
    title: wordsFor(locale).pages.designSystem,
    description: site.designSystem.description,
    path: pathIn(designSystemPath, locale),
    preview: { key: 'design-system', alt: wordsFor(locale).pages.designSystemPreview(site.designSystem.title, site.name) },
  });
};

export default function DesignSystem({ loaderData }: Route.ComponentProps) {
  const { accentNames, descriptions, specimens } = loaderData;
  return <DesignSystemPage view={{ ...tokenSections(accentNames, descriptions), specimens }} />;
}
