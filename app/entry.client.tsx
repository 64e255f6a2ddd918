import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// No page of the site hydrates the router: each is its prerendered HTML and
// its own small scripts (docs/decisions/046). React Router builds this entry
// for its SPA fallback page, which postbuild deletes (docs/upgrading.md).
startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
