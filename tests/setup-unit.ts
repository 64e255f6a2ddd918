import { afterEach, beforeEach, vi } from 'vitest';

// A unit that logs an error has a bug, even when its assertions pass.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-hero');
});
