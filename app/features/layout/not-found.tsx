import { Link } from 'react-router';
import { site } from '../../../content/site';
import { RichText } from '~/ui/rich-text';

export function NotFound() {
  const copy = site.notFound;
  return (
    <main id="main" className="page not-found">
      <p className="section-label">{copy.label}</p>
      <h1 className="page-title">{copy.title}</h1>
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
