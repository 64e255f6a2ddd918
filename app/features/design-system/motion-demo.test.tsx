// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { catalogues } from '../../i18n/words.ts';
import { MotionDemo } from './motion-demo.tsx';
import { startMotionDemos } from './motion-demo-control.ts';

afterEach(() => vi.unstubAllGlobals());

it('says Play and Reset in the page’s language, from the words on its button', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  const words = catalogues.es.designSystem.motion;
  const { container } = render(
    <LocaleContext value="es">
      <MotionDemo motion={{ easing: [], durations: [{ name: 'frame-interval', value: '700ms' }] }} frames={3} />
    </LocaleContext>,
  );
  startMotionDemos(container);
  const button = screen.getByRole('button', { name: words.play });
  button.click();
  expect([button.textContent, button.getAttribute('aria-pressed')]).toEqual([words.reset, 'true']);
  button.click();
  expect([button.textContent, button.getAttribute('aria-pressed')]).toEqual([words.play, 'false']);
});
