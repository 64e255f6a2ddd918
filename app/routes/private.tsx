import { useEffect, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { GatePage } from '~/features/gate/gate-page';
import { gateTitle, isFlagged } from '~/features/gate/gate';
import { forgetReturn, readReturn, takeReturn } from '~/lib/return-to';
import { site } from 'virtual:content/site';
import { pageMeta } from '~/features/seo/meta';
import { gatedSlug, projectSummary } from '~/features/content/load.server';
import { teasers } from 'virtual:content/teasers';
import { privateAddresses } from '~/pages.server';
import type { Route } from './+types/private';
import { pageHandle } from '~/page-handle';
import { gatePath } from '~/pages';
import { useClientValue } from '~/lib/use-client-value';
import { hasShareLink } from '~/features/gate/share-link';

export const handle = pageHandle('gate');

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const project = loaderData?.project;
  return pageMeta({
    title: gateTitle,
    description: project
      ? `${project.name}: ${project.subtitle}. The case study is under NDA: enter the password to open it, or ask ${site.name} for access.`
      : undefined,
    path: gatePath,
    noindex: true,
    preview: loaderData &&
      project && {
        key: loaderData.slug,
        alt: `${project.name}: ${project.subtitle}. A protected case study by ${site.name}.`,
      },
  });
};

/**
 * Build time: the project the gate opens when the visitor did not come from
 * one (the first private project), by its public name only; the page must
 * not import the content.
 */
export function loader() {
  const { address, name, subtitle } = projectSummary(gatedSlug());
  // Every private project's public address (its codename's, where one is set): the ones the gate may open.
  return { slug: address, project: { name, subtitle }, addresses: privateAddresses };
}

/** Arriving from another page of the site: a visitor holding the flag goes straight to the case study. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (isFlagged() && !hasShareLink()) throw redirect(`/${takeReturn(data.slug, data.addresses)}`);
  return data;
}

export default function PrivateRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // One password opens every private project: the gate opens the one the visitor came for.
  // Read during render, forgotten once the page is in place: a render React throws away (one that
  // suspends while hydrating) must not use up the choice.
  const [slug] = useState(() => readReturn(loaderData.slug, loaderData.addresses));
  const target = `/${slug}`;
  useEffect(forgetReturn, []);

  // Opened directly (the page is prerendered, so its client loader does not run on load).
  useEffect(() => {
    if (isFlagged() && !hasShareLink()) void navigate(target, { replace: true });
  }, [navigate, target]);

  // The prerendered page shows the first project's teaser: the one chosen here replaces it once hydrated.
  const teaser = teasers[useClientValue(slug, loaderData.slug)] ?? teasers[loaderData.slug]!;
  return <GatePage slug={slug} teaser={teaser} addresses={loaderData.addresses} onUnlock={(address) => void navigate(`/${address}`)} />;
}
