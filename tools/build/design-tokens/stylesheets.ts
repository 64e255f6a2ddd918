import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The generated stylesheet (gitignored: docs/decisions/046). */
export const generatedCss = 'app/styles/tokens.css';

/** Every hand-written stylesheet of the app (paths from the root): all but the generated tokens. */
export function handWrittenStylesheets(root: string): { file: string; css: string }[] {
  return readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .map((file) => `app/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.css') && file !== generatedCss)
    .sort()
    .map((file) => ({ file, css: readFileSync(path.join(root, file), 'utf8') }));
}
