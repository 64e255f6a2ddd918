// @vitest-environment jsdom
import { Suspense } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it, vi } from 'vitest';
import { rememberReturn } from '~/lib/return-to';
import { readStorage, storageKeys } from '~/lib/storage';
import { payloadUrlAttribute } from '~/start/names';
import PrivateRoute from './private';

const loaderData = { slug: 'mango', project: { name: 'Mango', subtitle: 'A design system' }, addresses: ['mango', 'lighthouse'] };

/** Suspends its first render, as a chunk still loading does, so React throws that render away and renders again. */
let waited: Promise<void> | null = null;
function SuspendsOnce() {
  if (!waited) {
    waited = new Promise((resolve) => setTimeout(resolve, 10));
    throw waited;
  }
  return null;
}

function GateBesideALoadingChunk(props: Parameters<typeof PrivateRoute>[0]) {
  return (
    <Suspense>
      <SuspendsOnce />
      <PrivateRoute {...props} />
    </Suspense>
  );
}

it('opens the project the visitor came for even when its first render is thrown away', async () => {
  rememberReturn('lighthouse');
  // The gate's inline script is for the prerendered page; React warns when a client render meets it.
  const fail = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Encountered a script tag')) fail(...args);
  });
  const Stub = createRoutesStub([{ path: '/private', Component: GateBesideALoadingChunk as never, loader: () => loaderData }]);
  const { container } = render(<Stub initialEntries={['/private']} />);
  const script = await waitFor(() => {
    const found = container.querySelector(`script[${payloadUrlAttribute}]`);
    if (!found) throw new Error('no gate yet');
    return found;
  });
  expect(script.getAttribute(payloadUrlAttribute)).toContain('lighthouse');
  // Taken once: a later visit to the gate opens the first project again.
  expect(readStorage(storageKeys.gateReturn)).toBeNull();
});
