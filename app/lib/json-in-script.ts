/**
 * A value as JSON that is safe inside a `<script type="application/json">`:
 * no `<` (so no `</script>` or `<!--` can end or change the element), and no
 * line or paragraph separators.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
