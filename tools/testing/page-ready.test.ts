// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { pageScriptAttribute } from '../../app/lib/page-script-attributes.ts';
import { pageIsReady } from './page-ready.ts';

const root = document.documentElement;

afterEach(() => root.removeAttribute(pageScriptAttribute));

it('a page is ready once its page script has started', () => {
  expect(pageIsReady()).toBe(false);
  root.setAttribute(pageScriptAttribute, 'started');
  expect(pageIsReady()).toBe(true);
});
