import { site } from 'virtual:content/site';
import { DesignSystemPage } from '~/features/design-system/design-system-page';
import { loadDesignSystem } from '~/features/design-system/design-system.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/design-system';
import '~/features/design-system/design-system.css';

/** Runs at build time: the tokens as Style Dictionary built them, and the content the specimens show. */
export async function loader() {
  return { view: await loadDesignSystem() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Design system',
    description: site.designSystem.description,
    path: '/design-system',
    preview: { key: 'design-system', alt: `${site.designSystem.title}: colours, type and components of ${site.name}’s portfolio` },
  });

export default function DesignSystem({ loaderData }: Route.ComponentProps) {
  return <DesignSystemPage view={loaderData.view} />;
}
