import { PageLink } from '../../ui/page-link.tsx';
import { useSite } from '../content/site-settings.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

export function NotFound() {
  const site = useSite();
  const copy = site.notFound;
  return (
    <main id="main" className="page not-found">
      <PageTitle eyebrow={copy.label}>{copy.title}</PageTitle>
      <p className="lead">
        <RichText text={copy.text} />
      </p>
      <p className="not-found__actions">
        <PageLink to="/" className="button">
          {copy.workLink}
        </PageLink>
        <PageLink to="/about" className="text-link">
          {copy.aboutLink}
        </PageLink>
      </p>
    </main>
  );
}
