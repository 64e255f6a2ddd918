/**
 * npm run new-project -- <Name> [--private]
 *
 * Creates a new case study with placeholder copy and images, adds its card
 * to the end of the home page, and says what to do next. `--private`
 * makes it a protected one, encrypted with the site's password.
 */
import { fileURLToPath } from 'node:url';
import { ScaffoldError } from './project-list.ts';
import { scaffoldProject } from './scaffold.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const args = process.argv.slice(2);
const isPrivate = args.includes('--private');
const name = args.filter((arg) => arg !== '--private').join(' ').trim();
const row = (file: string, what: string) => `  ${file.padEnd(44)}${what}`;

try {
  const { slug, created, changed } = scaffoldProject(root, name, { isPrivate });
  const folder = `content/projects/${slug}`;
  const media = `${folder}/${isPrivate ? 'protected-media' : 'media'}`;
  const covers = created.filter((file) => file.startsWith(`${media}/cover/`));
  const images = created.filter((file) => file.startsWith(`${media}/`) && !covers.includes(file));
  console.log(
    [
      `Created ${name}, a new ${isPrivate ? 'private ' : ''}case study at /${slug}:`,
      row(`${folder}/index.md`, 'the texts: replace every one that ends in "(placeholder)"'),
      row(`${folder}/index.es.md`, 'the same texts in Spanish, for /es/' + slug),
      row(`${media}/cover/`, `${covers.length} placeholder cover frames, 01.svg to ${String(covers.length).padStart(2, '0')}.svg`),
      row(`${media}/`, `${images.length} placeholder images the case study shows`),
      ...(isPrivate ? [row(`${folder}/media/card/01.svg`, 'the public teaser on its card (everything else is encrypted)')] : []),
      ...changed.map((file) => row(file, `${slug} added last to projects: (the home page order)`)),
      '',
      'Next:',
      `  1. npm run dev, then open http://localhost:5173/${slug} to watch your changes as you save.`,
      `  2. Write the texts in ${folder}/index.md (Markdown; CONTENT.md shows how), and their Spanish in index.es.md.`,
      `  3. Replace the images: put 8 cover frames in ${media}/cover (PNG, JPEG, WebP, AVIF or SVG;`,
      `     they play in file-name order), your other images in ${media}, and delete the placeholders.`,
      ...(isPrivate
        ? [
            `     It opens with the site's password (PORTFOLIO_PASSWORD). To hide the client's name, set a codename in`,
            `     ${folder}/index.md.`,
          ]
        : []),
      `  4. To move the card, move its line "- ${slug}" in the projects: list of content/site.yaml.`,
      '  5. npm test checks everything; then publish (docs/deploying.md). CONTENT.md has the details.',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
