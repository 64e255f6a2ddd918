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

// The product's units read the test portfolio (tests/portfolio/content), never the owner's content/:
// every module that asks for the site's content gets the test portfolio's.
vi.mock('../app/features/content/content.server.ts', async () => {
  const { siteContent } = await import('../app/features/content/site-content.server.ts');
  return siteContent('tests/portfolio');
});
