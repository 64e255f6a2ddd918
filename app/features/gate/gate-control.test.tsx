// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PasswordGate } from './password-gate';
import { showStatus } from './gate-control';
import { unavailableMessage, unlockLabel, unlockingLabel, wrongPasswordMessage } from './gate';

it('shows each state on the form React rendered, and back to rest', () => {
  const { container } = render(<PasswordGate />);
  const form = container.querySelector('form')!;
  const button = form.querySelector('button')!;
  const field = form.querySelector('input')!;
  const message = form.querySelector('[role="alert"]')!;

  showStatus(form, 'busy');
  expect([button.textContent, button.disabled, button.getAttribute('aria-busy')]).toEqual([unlockingLabel, true, 'true']);

  showStatus(form, 'wrong');
  expect([button.textContent, button.disabled, field.getAttribute('aria-invalid'), message.textContent]).toEqual([
    unlockLabel,
    false,
    'true',
    wrongPasswordMessage,
  ]);

  showStatus(form, 'unavailable');
  expect([field.hasAttribute('aria-invalid'), message.textContent]).toEqual([false, unavailableMessage]);

  showStatus(form, 'idle');
  expect([button.textContent, message.textContent]).toEqual([unlockLabel, '']);
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
