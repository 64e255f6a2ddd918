// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaybeLink } from './maybe-link.tsx';

describe('MaybeLink', () => {
  it('shows an empty address as unavailable, never as a link to nowhere', () => {
    render(
      <MaybeLink href="" className="button" unavailableNote="Available on request">
        Read the full case study
      </MaybeLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const label = screen.getByText('Read the full case study');
    expect(label.closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByText('Available on request')).toBeTruthy();
  });

  it('becomes a real link, opening in a new tab, once the content has an address', () => {
    render(
      <MaybeLink href="https://example.com/mango" className="button" unavailableNote="Available on request">
        Read the full case study
      </MaybeLink>,
    );
    const link = screen.getByRole('link', { name: /Read the full case study/ });
    expect(link.getAttribute('href')).toBe('https://example.com/mango');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });
});
