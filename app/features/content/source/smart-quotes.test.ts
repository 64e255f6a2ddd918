import { describe, expect, it } from 'vitest';
import { smartQuotes } from './smart-quotes.ts';

describe('smartQuotes', () => {
  it('turns apostrophes inside and at the end of words into ’', () => {
    expect(smartQuotes("don't")).toBe('don’t');
    expect(smartQuotes("the engineers' prototype")).toBe('the engineers’ prototype');
    expect(smartQuotes("back in the '90s")).toBe('back in the ’90s');
  });

  it('opens and closes double quotes', () => {
    expect(smartQuotes('words like "mint" and "floor price".')).toBe('words like “mint” and “floor price”.');
    expect(smartQuotes('"Adoption is the product"')).toBe('“Adoption is the product”');
    expect(smartQuotes('("rent")')).toBe('(“rent”)');
  });

  it('opens and closes single quotes, nested in double ones', () => {
    expect(smartQuotes("she said 'rent', not 'buy'")).toBe('she said ‘rent’, not ‘buy’');
    expect(smartQuotes('"\'Rent\' is the word"')).toBe('“‘Rent’ is the word”');
  });

  it('leaves text without straight quotes, and typographic quotes, as they are', () => {
    expect(smartQuotes('No password? Email me and I’ll walk you through it.')).toBe('No password? Email me and I’ll walk you through it.');
    expect(smartQuotes('2021 – 2024 -- and...')).toBe('2021 – 2024 -- and...');
  });
});
