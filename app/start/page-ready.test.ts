// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appAttribute, bootScriptId, pageScriptAttribute } from './names';
import { pageIsReady } from './page-ready';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute(pageScriptAttribute);
  root.removeAttribute(appAttribute);
  document.body.innerHTML = '';
});

describe('a page is ready', () => {
  it('once its page script has started, on a page that does not hydrate', () => {
    expect(pageIsReady()).toBe(false);
    root.setAttribute(pageScriptAttribute, 'started');
    expect(pageIsReady()).toBe(true);
  });

  it('once React has hydrated too, on a page that does', () => {
    document.body.innerHTML = `<script type="text/plain" id="${bootScriptId}"></script>`;
    root.setAttribute(pageScriptAttribute, 'started');
    expect(pageIsReady()).toBe(false);
    root.setAttribute(appAttribute, 'hydrated');
    expect(pageIsReady()).toBe(true);
  });
});
