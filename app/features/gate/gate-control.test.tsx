// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PasswordGate } from './password-gate';
import { showStatus } from './gate-control';
import { gateWords } from './gate';

it('shows each state on the form React rendered, and back to rest', () => {
  const { container } = render(<PasswordGate />);
  const form = container.querySelector('form')!;
  const button = form.querySelector('button')!;
  const field = form.querySelector('input')!;
  const message = form.querySelector('[role="alert"]')!;

  showStatus(form, 'busy');
  expect([button.textContent, button.disabled, button.getAttribute('aria-busy')]).toEqual([gateWords.unlocking, true, 'true']);

  showStatus(form, 'wrong');
  expect([button.textContent, button.disabled, field.getAttribute('aria-invalid'), message.textContent]).toEqual([
    gateWords.unlock,
    false,
    'true',
    gateWords.wrongPassword,
  ]);

  showStatus(form, 'unavailable');
  expect([field.hasAttribute('aria-invalid'), message.textContent]).toEqual([false, gateWords.unavailable]);

  showStatus(form, 'idle');
  expect([button.textContent, message.textContent]).toEqual([gateWords.unlock, '']);
});

it('draws the wrong state for the design system exactly as the control leaves the form, with nothing to submit', () => {
  const live = render(<PasswordGate />).container.querySelector('form')!;
  showStatus(live, 'wrong');
  const specimen = render(<PasswordGate shownStatus="wrong" />).container.querySelector('.gate')!;
  expect(specimen.tagName).toBe('DIV');
  expect(specimen.querySelector('button')!.type).toBe('button');
  expect(specimen.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
  expect(specimen.querySelector('[role="alert"]')!.textContent).toBe(live.querySelector('[role="alert"]')!.textContent);
});
