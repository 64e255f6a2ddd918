// `npm run portfolio-pdf -- --for "Acme Recruiting" [--projects huru,mango] [--lang es] [--out deck.pdf]`:
// one PDF of chosen case studies for one recipient, made on the owner's computer from the
// content in content/ (private projects included), never published. How: docs/documents.md.
import { access, constants, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentIn, caseStudies, projectOrder } from '../../app/features/content/content.server.ts';
import { currentCvContent } from '../../app/features/cv/cv-content.server.ts';
import { cvView } from '../../app/features/cv/cv-view.ts';
import { deckFileName } from '../../app/features/documents/document-files.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { basePath, buildDirectory } from '../build/site-location.ts';
import { caseStudyDocument, printImagesFor, renderPortfolioDeck } from '../documents/render-documents.ts';
import { committable, defaultDeckProjects, findProjects, deckOutRefusal, parseDeckArgs, writeDeck } from './portfolio-pdf.ts';

/** Why `file` cannot be written, in a few words, or nothing. Checked before drawing, so a typo costs no wait. */
async function unwritable(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) return 'it is a folder';
  const folder = path.dirname(file);
  const folderInfo = await stat(folder).catch(() => undefined);
  if (!folderInfo?.isDirectory()) return `the folder ${folder} does not exist`;
  return access(info ? file : folder, constants.W_OK).then(
    () => undefined,
    () => 'permission denied',
  );
}

try {
  const request = parseDeckArgs(process.argv.slice(2));
  const root = process.cwd();
  const slugs = request.projects ? findProjects(request.projects, caseStudies) : defaultDeckProjects(projectOrder, caseStudies);
  if (slugs.length === 0) throw new Error('The home page shows no public project; name some with --projects.');
  const content = contentIn(request.locale);
  // npm runs the command in the project's folder; the owner's own folder is where they typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(here, request.out ?? deckFileName(content.site.name, request.recipient, new Date()));
  // What a host publishes: the build's folder, and public/, which every build copies into it; and what git would push.
  const refusal = deckOutRefusal(out, [buildDirectory, path.resolve(root, 'build'), path.resolve(root, 'public')], (file) =>
    committable(file, root),
  );
  if (refusal) throw new Error(refusal);
  const why = await unwritable(out);
  if (why) throw new Error(`Cannot write ${out}: ${why}.`);

  const started = performance.now();
  const views = await Promise.all(
    slugs.map((slug) =>
      caseStudyDocument({ root, slug, study: content.studyOf(slug), site: content.site, basePath, locale: request.locale }),
    ),
  );
  const images = await printImagesFor(root, views);
  const words = wordsFor(request.locale);
  const date = new Intl.DateTimeFormat(words.format.locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  const pdf = await renderPortfolioDeck({
    cv: cvView(currentCvContent(request.locale), basePath, request.locale),
    recipient: request.recipient,
    date,
    studies: views,
    images,
    locale: request.locale,
  });
  // Never through a link, even one put there while the deck was drawn.
  await writeDeck(out, pdf).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code ? `Cannot write ${out}: ${error.code}.` : error.message);
  });
  const privateOnes = views.filter((view) => view.isPrivate).map((view) => view.name);
  console.log(
    `Wrote ${path.relative(here, out) || out} (${(pdf.length / 1e6).toFixed(1)} MB, ${views.map((view) => view.name).join(', ')}) for ${request.recipient} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (privateOnes.length)
    console.log(
      `It holds private work (${privateOnes.join(', ')}), marked confidential on every page: send it to ${request.recipient} only.`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
