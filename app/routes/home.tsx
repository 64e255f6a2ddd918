import { siteOf, useSite } from '../features/content/site-settings.ts';
import { useWords } from '../i18n/use-words.ts';
import { localeOfPath, pathIn } from '../i18n/locale.ts';
import { loadCards, localeOf } from '../features/content/load.server.ts';
import { HeroHeadline } from '../features/hero/hero-headline.tsx';
import { cardsEnd, ProjectGrid } from '../features/projects/project-grid.tsx';
import { renderBlockingUntil } from '../features/cover-transition/transition-name.ts';
import { absolutePageUrl, pageMeta } from '../features/seo/meta.ts';
import { personData } from '../features/seo/structured-data.ts';
import type { Route } from './+types/home';

/** Back from a case study, its card is in the page's first frame, to grow back into. */
export const links: Route.LinksFunction = () => [renderBlockingUntil(cardsEnd(workGrid))];

const workGrid = 'work';

export function loader({ url }: Route.LoaderArgs) {
  return { cards: loadCards(localeOf(url)) };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeOfPath(location.pathname);
  const site = siteOf(matches);
  const home = absolutePageUrl(site, pathIn('/', locale));
  return pageMeta({
    locale,
    site,
    path: pathIn('/', locale),
    preview: { key: 'home', alt: `${site.name}, ${site.role.charAt(0).toLowerCase()}${site.role.slice(1)}` },
    structuredData: personData(site, { home, page: home }),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const words = useWords();
  return (
    <main id="main" className="page home">
      <section className="intro" aria-label={words.home.introduction}>
        <HeroHeadline variants={site.heroVariants} />
        <p className="intro__role">{site.role}</p>
      </section>
      <ProjectGrid cards={loaderData.cards} title={words.home.work} titleId={workGrid} priorityFirst />
    </main>
  );
}
