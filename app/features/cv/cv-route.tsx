import { site } from 'virtual:content/site';
import { absolutePageUrl, excerpt, pageMeta } from '~/features/seo/meta';
import { personData } from '~/features/seo/structured-data';
import { currentCvContent } from './cv-content.server';
import { cvLabels } from './cv-labels';
import { CvPage } from './cv-page';
import { cvPersonData } from './cv-structured-data';
import { cvView } from './cv-view';
import type { Route } from './+types/cv-route';

/** Runs at build time: the CV from the content, for the published base path. */
export function loader() {
  return { view: cvView(currentCvContent(), import.meta.env.BASE_URL) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: cvLabels.title });
  const { view } = loaderData;
  const description = excerpt(`${view.name}’s CV: ${view.summary.join(' ')}`);
  return pageMeta({
    title: 'CV',
    description,
    path: '/cv',
    type: 'profile',
    preview: { key: 'cv', alt: `${cvLabels.title} of ${view.name}: ${view.role}, ${view.location}` },
    structuredData: cvPersonData(personData(site, { home: absolutePageUrl('/'), page: absolutePageUrl('/cv') }, description), view),
  });
};

export default function CvRoute({ loaderData }: Route.ComponentProps) {
  return <CvPage view={loaderData.view} />;
}
