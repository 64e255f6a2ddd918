import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, depth first. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
