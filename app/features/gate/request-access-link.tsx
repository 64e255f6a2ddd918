import { useSite } from '../content/site-settings.ts';
import { requestAccessHref } from './request-access.ts';

type RequestAccessLinkProps = { project: string };

/**
 * For a visitor without the password: an email to the owner, its subject
 * naming the project. A plain link, so it works with JavaScript off.
 */
export function RequestAccessLink({ project }: RequestAccessLinkProps) {
  const site = useSite();
  const { noPassword, requestAccess } = site.gate;
  return (
    <div className="request-access">
      <p className="request-access__text">{noPassword}</p>
      <p className="request-access__actions">
        <a className="button request-access__link" href={requestAccessHref(site.email, requestAccess, project)}>
          {requestAccess.label}
        </a>
        <a className="request-access__email" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
    </div>
  );
}
