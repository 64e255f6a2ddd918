/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read
 * before it is parsed: a deeply nested body (`[[[[…`) would otherwise
 * exhaust the stack of whatever walks it. One pass, strings skipped.
 */
export function nestsDeeperThan(json: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limit) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}
