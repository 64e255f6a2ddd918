import { redirect } from 'react-router';
import { loadOtherProjects, slugOf } from '~/content/load.server';
import type { CaseStudyBody } from '~/content/case-study-view';
import { CaseStudy } from '~/components/case-study';
import { clearAccess, openProtected } from '~/lib/gate';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/private-case-study';

/** Build time: only what is public anyway (the other projects' cards). */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = slugOf(request);
  return { slug, otherProjects: await loadOtherProjects(slug) };
}

/** In the browser: the flag and a working key open the content; anything else goes back to the gate. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { slug, otherProjects } = await serverLoader();
  const body = await openProtected<CaseStudyBody>(slug);
  if (!body) {
    clearAccess();
    throw redirect('/private');
  }
  return { study: { ...body, otherProjects } };
}
clientLoader.hydrate = true as const;

export const meta = () => pageMeta({ title: 'Protected case study', noindex: true });

/** The prerendered page holds only this shell; the content exists only encrypted. */
export function HydrateFallback() {
  return (
    <main id="main" className="page page--narrow gate-page">
      <h1 className="page-title">Opening the protected case study…</h1>
      <noscript>
        <p className="lead">
          This case study is encrypted and opens in the browser: please turn on JavaScript, or{' '}
          <a href="/private">enter the password</a>.
        </p>
      </noscript>
    </main>
  );
}

export default function PrivateCaseStudy({ loaderData }: Route.ComponentProps) {
  return <CaseStudy study={loaderData.study} />;
}
