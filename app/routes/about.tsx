import { loadAbout } from '~/features/content/load.server';
import { AboutPage } from '~/features/about/about-page';
import { site } from 'virtual:content/site';
import { absolutePageUrl, excerpt, pageMeta } from '~/features/seo/meta';
import { personData } from '~/features/seo/structured-data';
import { plainText } from '~/lib/rich-text';
import type { Route } from './+types/about';

export function loader() {
  return { about: loadAbout() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const description = loaderData ? excerpt(plainText(loaderData.about.hero.intro)) : undefined;
  return pageMeta({
    title: 'About',
    description,
    path: '/about',
    type: 'profile',
    preview: { key: 'about', alt: `About ${site.name}: ${loaderData?.about.hero.title ?? site.role}` },
    structuredData: personData(site, { home: absolutePageUrl('/'), page: absolutePageUrl('/about') }, description),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData.about} />;
}
