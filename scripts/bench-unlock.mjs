// For the benchmark: what a visitor holding the password has in local storage,
// derived from the build's own gate parameters, so the protected case study
// can be measured as they see it.
import { pbkdf2Sync, createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A route measured as a visitor holding the password sees it: `/mango+password`. */
export const unlockedSuffix = '+password';

/** The protected pages of a build (each has its gate parameters beside its payload). */
export async function protectedSlugs(clientDir) {
  const files = await readdir(path.join(clientDir, 'protected')).catch(() => []);
  return files.filter((file) => file.endsWith('.gate.json')).map((file) => file.slice(0, -'.gate.json'.length));
}

/** The storage a correct password leaves behind (the gate's own keys and values). */
export async function unlockedStorage(clientDir, slug, password) {
  const params = JSON.parse(await readFile(path.join(clientDir, 'protected', `${slug}.gate.json`), 'utf8'));
  const key = pbkdf2Sync(password.normalize('NFC').trim(), Buffer.from(params.kdf.salt, 'base64'), params.kdf.iterations, 32, 'sha256');
  if (createHash('sha256').update(key).digest('base64') !== params.verifier) {
    throw new Error(`The password does not open ${slug}: set PORTFOLIO_PASSWORD to the one the build was made with.`);
  }
  return { authenticated: 'true', caseStudyKey: key.toString('base64'), storedPassword: params.verifier };
}
