import { readFileSync, statSync } from 'node:fs';

/**
 * A file the server reads once and keeps, read again when its size or time
 * changes (a rebuild under a running server rewrites it): `read()` returns
 * what `parse` made of its bytes as they are now. Should a rebuild be halfway
 * through writing it (it cannot be read or parsed), the last good reading
 * stands until the file is whole again.
 */
export function freshFile<T>(file: string, parse: (bytes: Buffer) => T): () => T {
  let kept: { stamp: string; value: T } | undefined;
  return () => {
    try {
      const { size, mtimeMs } = statSync(file);
      const stamp = `${size}-${mtimeMs}`;
      if (kept?.stamp !== stamp) kept = { stamp, value: parse(readFileSync(file)) };
    } catch (error) {
      if (!kept) throw error;
    }
    return kept.value;
  };
}
