import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { listenBeforeRouter } from '~/lib/popstate-before-router';
import { appStartedGlobal } from '~/start/names';

// From here on React answers every input: the early controls (app/start/early-controls.ts) stand down.
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
