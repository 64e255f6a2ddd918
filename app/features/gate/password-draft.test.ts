import { describe, expect, it } from 'vitest';
import { keepDraft, takeDraft } from './password-draft';

describe('password draft', () => {
  it('hands what was typed over once', () => {
    keepDraft({ value: 'portfolio-pre', focused: true });
    expect(takeDraft()).toEqual({ value: 'portfolio-pre', focused: true });
    expect(takeDraft()).toBeNull();
  });

  it('keeps nothing for an empty field', () => {
    keepDraft({ value: 'typed', focused: false });
    keepDraft({ value: '', focused: true });
    expect(takeDraft()).toBeNull();
  });
});
