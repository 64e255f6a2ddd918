// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Locale } from '../../i18n/locale.ts';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { catalogues } from '../../i18n/words.ts';
import { PasswordGate } from './password-gate.tsx';
import { showStatus } from './gate-control.ts';

const formIn = (locale: Locale) =>
  render(
    <LocaleContext value={locale}>
      <PasswordGate />
    </LocaleContext>,
  ).container.querySelector('form')!;

it.each(['en', 'es'] as const)('shows each state on the form React rendered, in its language (%s), and back to rest', (locale) => {
  const words = catalogues[locale].gate;
  const form = formIn(locale);
  const button = form.querySelector('button')!;
  const field = form.querySelector('input')!;
  const message = form.querySelector('[role="alert"]')!;
  expect([button.textContent, field.placeholder]).toEqual([words.unlock, words.placeholder]);

  showStatus(form, 'busy');
  expect([button.textContent, button.disabled, button.getAttribute('aria-busy')]).toEqual([words.unlocking, true, 'true']);

  showStatus(form, 'wrong');
  expect([button.textContent, button.disabled, field.getAttribute('aria-invalid'), message.textContent]).toEqual([
    words.unlock,
    false,
    'true',
    words.wrongPassword,
  ]);

  showStatus(form, 'unavailable');
  expect([field.hasAttribute('aria-invalid'), message.textContent]).toEqual([false, words.unavailable]);

  showStatus(form, 'idle');
  expect([button.textContent, message.textContent]).toEqual([words.unlock, '']);
});

it('keeps the words the spec fixes, in English', () => {
  expect(catalogues.en.gate).toMatchObject({
    title: 'This content is protected',
    placeholder: 'Enter password',
    wrongPassword: 'Incorrect password. Try again.',
  });
});

it('draws the wrong state for the design system exactly as the control leaves the form, with nothing to submit', () => {
  const live = formIn('en');
  showStatus(live, 'wrong');
  const specimen = render(<PasswordGate shownStatus="wrong" />).container.querySelector('.gate')!;
  expect(specimen.tagName).toBe('DIV');
  expect(specimen.querySelector('button')!.type).toBe('button');
  expect(specimen.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
  expect(specimen.querySelector('[role="alert"]')!.textContent).toBe(live.querySelector('[role="alert"]')!.textContent);
});
