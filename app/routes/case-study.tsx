import { loadCaseStudy, slugOf } from '~/content/load.server';
import { CaseStudy } from '~/components/case-study';
import { pageMeta } from '~/lib/meta';
import { plainText } from '~/lib/rich-text';
import type { Route } from './+types/case-study';

/** Runs at build time for each public case study listed in the content. */
export async function loader({ request }: Route.LoaderArgs) {
  return { study: await loadCaseStudy(slugOf(request)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData ? `${loaderData.study.name} case study` : 'Case study',
    description: loaderData ? plainText(loaderData.study.about.text).slice(0, 155) : undefined,
  });

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  return <CaseStudy study={loaderData.study} />;
}
