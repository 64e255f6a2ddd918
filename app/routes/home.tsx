import { site } from 'virtual:content/site';
import { loadCards } from '~/features/content/load.server';
import { HeroHeadline } from '~/features/hero/hero-headline';
import { cardsEnd, ProjectGrid } from '~/features/projects/project-grid';
import { renderBlockingUntil } from '~/features/cover-transition/transition-name';
import { absolutePageUrl, pageMeta } from '~/features/seo/meta';
import { personData } from '~/features/seo/structured-data';
import type { Route } from './+types/home';

/** Back from a case study, its card is in the page's first frame, to grow back into. */
export const links: Route.LinksFunction = () => [renderBlockingUntil(cardsEnd(workGrid))];

const workGrid = 'work';

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
      <ProjectGrid cards={loaderData.cards} title="Selected work" titleId={workGrid} priorityFirst />
    </main>
  );
}
