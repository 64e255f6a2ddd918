import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { listenBeforeRouter } from '~/lib/popstate-before-router';
import { appStartedGlobal } from '~/start/names';

// The pages that hydrate (app/page-handle.ts): the gate's own scripts stand down from here (app/start/unlocking.ts).
(window as unknown as Record<string, unknown>)[appStartedGlobal] = true;

// Before the router adds its own: steps through history that are not navigations stop here.
listenBeforeRouter();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
