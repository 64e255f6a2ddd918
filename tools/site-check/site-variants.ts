// Builds and checks the owner's site as she may change it (tools/site-check/content-variants.ts):
// one project only, no private project, herself renamed with a project of her own added, 30
// projects. Each in a copy of the project: `npm run build`, then `npm run test:site`. A check of
// the check, run by hand (it takes a while); it says which variant failed, and how long each took.
//
//   npx tsx tools/site-check/site-variants.ts [--content <folder>] [--only <words of a label>] [--port <n>]
import { parseArgs } from 'node:util';
import { contentVariants } from './content-variants.ts';
import { copySite, ownContent } from '../testing/copy-site.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: ownContent },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '4397' },
  },
});

const variants = contentVariants(values.content);
const results: { label: string; build: number; site: number; passed: boolean; output?: string }[] = [];
for (const variant of variants) {
  if (values.only && !variant.label.includes(values.only)) {
    variant.remove();
    continue;
  }
  const site = copySite('portfolio-variant-site-', `${variant.root}/content`);
  const row = { label: variant.label, build: 0, site: 0, passed: false } as (typeof results)[number];
  try {
    if (variant.before) await site.run(variant.before[0]!, variant.before.slice(1));
    let start = performance.now();
    await site.run('npm', ['run', 'build']);
    row.build = (performance.now() - start) / 1000;
    start = performance.now();
    await site.run('npm', ['run', 'test:site'], { E2E_PORT: values.port });
    row.site = (performance.now() - start) / 1000;
    row.passed = true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    row.output = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
  } finally {
    site.remove();
    variant.remove();
  }
  console.log(`${row.passed ? 'passed' : 'FAILED'}: ${row.label} (build ${row.build.toFixed(0)} s, test:site ${row.site.toFixed(0)} s)`);
  if (row.output) console.log(row.output);
  results.push(row);
}
process.exit(results.every((row) => row.passed) ? 0 : 1);
