import { describe, expect, it } from 'vitest';
import { requestAccessHref } from './request-access.ts';

const template = { subject: 'Access to the {project} case study', body: 'Hi,\n\nI’d like to see {project} & more.\n' };

describe('the Request access link', () => {
  it('mails the owner, with the project named in the subject and the message', () => {
    const href = requestAccessHref('nora@example.com', template, 'Lighthouse');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('nora@example.com');
    expect(url.searchParams.get('subject')).toBe('Access to the Lighthouse case study');
    expect(url.searchParams.get('body')).toBe('Hi,\r\n\r\nI’d like to see Lighthouse & more.');
  });

  it('percent-encodes spaces and reserved characters, as mail clients expect (never a + for a space)', () => {
    const href = requestAccessHref('nora@example.com', template, 'Mango');
    expect(href).toContain('subject=Access%20to%20the%20Mango%20case%20study');
    expect(href).toContain('%26%20more.');
    expect(href).not.toMatch(/\+|\s/);
  });
});
