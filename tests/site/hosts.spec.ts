// What a host is told outside the build agrees with the build: Vercel reads its headers from
// vercel.json before it builds, so the rule that isolates the password pages names them there. It
// must name every page this build isolates, and no other page of the site (a name that is no page,
// left from a retired project, matches nothing and is harmless).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HeadersFile } from '../../tools/build/postbuild/headers-file.ts';
import { buildDir } from '../../tools/build/build-dir.ts';
import { isolationHeaders, routesOfVercelSource, vercelIsolationSource } from '../../tools/build/security-headers.ts';
import { expect, test } from '../support/browser-checks.ts';

test('vercel.json isolates the pages that ask for a password, as the build does, and no other page', () => {
  const { pages } = JSON.parse(readFileSync(path.join(buildDir(), 'headers.json'), 'utf8')) as HeadersFile;
  const isolated = Object.entries(pages)
    .filter(([, headers]) => Object.keys(isolationHeaders).every((name) => name in headers))
    .map(([route]) => route);
  type Rule = { source: string; headers: { key: string }[] };
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: Rule[] };
  const named = vercel.headers
    .filter((rule) => rule.headers.some((header) => header.key in isolationHeaders))
    .flatMap((rule) => routesOfVercelSource(rule.source) ?? []);
  const wrong = [
    ...isolated.filter((route) => !named.includes(route)).map((route) => `${route} asks for a password, but is not in it`),
    ...named.filter((route) => route in pages && !isolated.includes(route)).map((route) => `${route} is a public page, but is in it`),
  ];
  const write = isolated.length
    ? `give its Cross-Origin-Opener-Policy rule "source": ${JSON.stringify(vercelIsolationSource(isolated))}`
    : 'no page asks for a password: its Cross-Origin-Opener-Policy rule can go';
  expect(wrong, `vercel.json: ${write}`).toEqual([]);
});
