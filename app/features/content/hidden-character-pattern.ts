// The pattern of the characters no text may hold (hidden-characters.ts says
// which and why), on its own: a browser script that only needs to know
// whether a text holds one (a share link's label) carries this, not the
// names hidden-characters.ts gives each in a message.

/** Every refused character; `\n` and `\t` are among them, and a multi-line field lets those two through. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
export const refused = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u2028-\u202E\u2060\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;


/**
 * Whether a one-line text, such as a file name or a commit message the editor
 * writes, holds any refused character (a line break and a tab among them).
 */
export const hasHiddenCharacters = (text: string) => new RegExp(refused.source, 'u').test(text);
