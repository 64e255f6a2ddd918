import { Link } from 'react-router';

export function NotFound() {
  return (
    <main id="main" className="page not-found">
      <p className="section-label">Error 404</p>
      <h1 className="page-title">This page isn’t part of the portfolio.</h1>
      <p className="lead">The link may be old, or the address mistyped. The work is one click away.</p>
      <p className="not-found__actions">
        <Link to="/" className="button">
          See the selected work
        </Link>
        <Link to="/about" className="text-link">
          About me
        </Link>
      </p>
    </main>
  );
}
