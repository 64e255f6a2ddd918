import { site } from 'virtual:content/site';
import { loadCards } from '~/features/content/load.server';
import { HeroHeadline } from '~/features/hero/hero-headline';
import { ProjectGrid } from '~/features/projects/project-grid';
import { absolutePageUrl, pageMeta } from '~/features/seo/meta';
import { personData } from '~/features/seo/structured-data';
import { pageHandle } from '~/page-handle';
import type { Route } from './+types/home';

export const handle = pageHandle('home');

export function loader() {
  return { cards: loadCards() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/',
    preview: { key: 'home', alt: `${site.name}, ${site.role.charAt(0).toLowerCase()}${site.role.slice(1)}` },
    structuredData: personData(site, { home: absolutePageUrl('/'), page: absolutePageUrl('/') }),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page home">
      <section className="intro" aria-label="Introduction">
        <HeroHeadline variants={site.heroVariants} />
        <p className="intro__role">{site.role}</p>
      </section>
      <ProjectGrid cards={loaderData.cards} title="Selected work" titleId="work" priorityFirst />
    </main>
  );
}
