import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PasswordGate } from '~/components/password-gate';
import { isFlagged } from '~/lib/gate';
import { site } from '../../content/site';
import { pageMeta } from '~/lib/meta';
import { gatedSlug, projectSummary } from '~/content/load.server';
import type { Route } from './+types/private';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const project = loaderData?.project;
  return pageMeta({
    title: 'This content is protected',
    description: project
      ? `The ${project.name} case study (${project.subtitle.toLowerCase()}) is under NDA. Enter the password to open it, or ask ${site.name} for a walkthrough.`
      : undefined,
    path: '/private',
    noindex: true,
    preview: loaderData && project && {
      key: loaderData.slug,
      alt: `${project.name}: ${project.subtitle}. A protected case study by ${site.name}.`,
    },
  });
};

/** Build time: which project the gate opens (the content names it; the page must not import the content). */
export function loader() {
  const slug = gatedSlug();
  const { name, subtitle } = projectSummary(slug);
  return { slug, project: { name, subtitle } };
}

export default function PrivateRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { slug } = loaderData;
  const target = `/${slug}`;

  useEffect(() => {
    if (isFlagged()) void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <main id="main" className="page page--narrow gate-page">
      <p className="section-label">Under NDA</p>
      <h1 className="page-title">This content is protected</h1>
      <p className="lead">
        This case study covers work under a non-disclosure agreement. If you have the password, enter it below; if
        not, email me and I’ll walk you through it on a call.
      </p>
      <PasswordGate slug={slug} onUnlock={() => void navigate(target)} />
    </main>
  );
}
