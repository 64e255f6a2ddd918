import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { noJekyllFile } from '../../../app/lib/build-output.ts';

/** Served as is, GitHub Pages would run the folder through Jekyll, which drops every file whose name starts with "_". */
export async function turnOffJekyll(client: string): Promise<void> {
  await writeFile(path.join(client, noJekyllFile), '');
}
