import { Link } from 'react-router';
import { site } from 'virtual:content/site';
import { RichText } from '~/ui/rich-text';
import { PageTitle } from '~/ui/page-title';

export function NotFound() {
  const copy = site.notFound;
  return (
    <main id="main" className="page not-found">
      <PageTitle eyebrow={copy.label}>{copy.title}</PageTitle>
      <p className="lead">
        <RichText text={copy.text} />
      </p>
      <p className="not-found__actions">
        <Link to="/" className="button">
          {copy.workLink}
        </Link>
        <Link to="/about" className="text-link">
          {copy.aboutLink}
        </Link>
      </p>
    </main>
  );
}
