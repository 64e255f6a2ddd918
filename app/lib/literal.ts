/** `text` matched literally inside a regular expression: a label with brackets, a name with a dot. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
