import { redirect, useLocation, useNavigate } from 'react-router';
import { site } from 'virtual:content/site';
import { loadOtherProjects, projectSummary, slugOf } from '~/features/content/load.server';
import { teasers } from 'virtual:content/teasers';
import type { CaseStudyBody } from '~/features/content/case-study-view';
import { clearAccess, defaultRememberDays, openProtected } from '~/features/gate/gate';
import { rememberReturn } from '~/lib/return-to';
import { UnlockedCaseStudy } from '~/features/gate/unlocked-case-study';
import { GatePage } from '~/features/gate/gate-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/private-case-study';
import { pageHandle } from '~/page-handle';
import { gatePath } from '~/pages';

/** The protected project a page is for: the last segment of its address (a codename's, where one is set). */
const slugOfPath = (pathname: string) => pathname.split('/').filter(Boolean).pop() ?? '';

export const handle = pageHandle('private-case-study');

/** Build time: only what is public anyway (its public name, the other projects' cards). */
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugOf(request);
  const { address, name, subtitle } = projectSummary(slug);
  return { slug: address, project: { name, subtitle }, otherProjects: loadOtherProjects(slug) };
}

/** In the browser: the flag and a working key open the content; anything else goes back to the gate. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { slug, project, otherProjects } = await serverLoader();
  const body = await openProtected<CaseStudyBody>(slug, site.gate.rememberDays ?? defaultRememberDays);
  if (!body) {
    clearAccess();
    rememberReturn(slug);
    throw redirect(gatePath);
  }
  return { slug, project, study: { ...body, otherProjects } };
}
clientLoader.hydrate = true as const;

/**
 * Only what the project's public card shows. The prerendered page has no
 * loader data (it is a shell until the browser unlocks it), so it names the
 * project through its preview image, which shows the public teaser.
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const slug = slugOfPath(location.pathname);
  const project = loaderData?.project;
  return pageMeta({
    title: project ? `${project.name} case study (protected)` : 'Protected case study',
    description: `${project ? `${project.subtitle}. ` : ''}This case study covers work under NDA and opens with a password.`,
    path: `/${slug}`,
    noindex: true,
    preview: {
      key: slug,
      alt: project
        ? `${project.name}: ${project.subtitle}. A protected case study by ${site.name}.`
        : `A protected case study by ${site.name}, shown as a blurred teaser.`,
    },
  });
};

/**
 * The prerendered page holds only this shell, the content exists only
 * encrypted. The shell is the gate itself: a visitor without the password
 * sees the form at once, and the client loader then moves the address to
 * /private, where the same form stands (no second page load). A visitor
 * holding the flag sees the opening note until the case study is decrypted.
 */
export function HydrateFallback() {
  const navigate = useNavigate();
  const slug = slugOfPath(useLocation().pathname);
  return <GatePage slug={slug} teaser={teasers[slug]!} shell onUnlock={(address) => void navigate(`/${address}`, { replace: true })} />;
}

export default function PrivateCaseStudy({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <UnlockedCaseStudy
      study={loaderData.study}
      onLocked={() => {
        rememberReturn(loaderData.slug);
        void navigate(gatePath, { replace: true });
      }}
    />
  );
}
