/** Where the built site serves the tokens for Figma, from its base path. */
export const tokensFile = 'tokens.json';
