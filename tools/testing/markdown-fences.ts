/** Markdown with its fenced code blocks blanked out, line for line, so line numbers still match the file. */
export function withoutFences(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return '';
      }
      if (marker) fence = marker;
      return marker ? '' : line;
    })
    .join('\n');
}
