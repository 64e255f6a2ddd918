/**
 * A regular expression's source that matches either case without the `i`
 * flag: the editor takes a pattern as a plain string, so a schema rule written
 * case-insensitively (`#6b3fd4` and `#6B3FD4` are both hex colours) has to
 * spell out both cases. Letters in a character class gain their other case
 * (`a-f` gains `A-F`); a letter outside one becomes a class of both.
 */
export function caseInsensitive(source: string): string {
  let result = '';
  let inClass = false;
  let classExtra = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      // An escape (\d, \., \\) stays exactly as written.
      result += char + (source[index + 1] ?? '');
      index++;
    } else if (inClass) {
      if (char === ']') {
        result += classExtra + char;
        inClass = false;
      } else {
        const range = source.slice(index, index + 3);
        if (/^[a-zA-Z]-[a-zA-Z]$/.test(range)) {
          result += range;
          classExtra += swapCase(range);
          index += 2;
        } else {
          result += char;
          if (/[a-zA-Z]/.test(char)) classExtra += swapCase(char);
        }
      }
    } else if (char === '[') {
      result += char;
      inClass = true;
      classExtra = '';
    } else if (/[a-zA-Z]/.test(char)) {
      result += `[${char.toLowerCase()}${char.toUpperCase()}]`;
    } else {
      result += char;
    }
  }
  return result;
}

function swapCase(text: string): string {
  return [...text].map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())).join('');
}
