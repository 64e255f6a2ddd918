// What a host is told outside the build agrees with the build: Vercel reads its headers from
// vercel.json before it builds, so the rule that isolates the password pages names them there,
// and must name exactly the pages this build isolates.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HeadersFile } from '../../tools/build/postbuild/headers-file.ts';
import { buildDir } from '../../tools/build/build-dir.ts';
import { isolationHeaders, routesOfVercelSource, vercelIsolationSource } from '../../tools/build/security-headers.ts';
import { expect, test } from '../support/browser-checks.ts';

test('vercel.json isolates the pages that ask for a password, as the build does, and no other', () => {
  const { pages } = JSON.parse(readFileSync(path.join(buildDir(), 'headers.json'), 'utf8')) as HeadersFile;
  const isolated = Object.entries(pages)
    .filter(([, headers]) => Object.keys(isolationHeaders).every((name) => name in headers))
    .map(([route]) => route);
  type Rule = { source: string; headers: { key: string }[] };
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: Rule[] };
  const named = vercel.headers
    .filter((rule) => rule.headers.some((header) => header.key in isolationHeaders))
    .flatMap((rule) => routesOfVercelSource(rule.source) ?? []);
  expect(
    [...named].sort(),
    `vercel.json: the pages that ask for a password are ${isolated.join(', ')}; give its Cross-Origin-Opener-Policy rule "source": ${JSON.stringify(vercelIsolationSource(isolated))}`,
  ).toEqual([...isolated].sort());
});
