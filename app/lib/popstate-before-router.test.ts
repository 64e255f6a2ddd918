// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { beforeRouterPopstate, listenBeforeRouter } from './popstate-before-router';

// As the app does: this listener first, the router's after it.
listenBeforeRouter();
const router = vi.fn();
window.addEventListener('popstate', router);
const pop = () => window.dispatchEvent(new PopStateEvent('popstate', { state: null }));

describe('popstate before the router', () => {
  it('lets a listener see a step through history first and keep it from the router', () => {
    router.mockClear();
    const seen = vi.fn((event: PopStateEvent) => event.stopImmediatePropagation());
    const remove = beforeRouterPopstate(seen);
    pop();
    expect(seen).toHaveBeenCalledOnce();
    expect(router).not.toHaveBeenCalled();
    remove();
    pop();
    expect(seen).toHaveBeenCalledOnce();
    expect(router).toHaveBeenCalledOnce();
  });

  it('removes a `once` listener after the first step, so the next reaches the router', () => {
    router.mockClear();
    const seen = vi.fn((event: PopStateEvent) => event.stopImmediatePropagation());
    beforeRouterPopstate(seen, { once: true });
    pop();
    pop();
    expect(seen).toHaveBeenCalledOnce();
    expect(router).toHaveBeenCalledOnce();
  });
});
