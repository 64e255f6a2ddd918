import path from 'node:path';
import type { Plugin } from 'vite';
import { readContent } from '../../app/features/content/source/read-content.ts';
import { siteFile } from '../../app/features/content/source/files.ts';
import { translationFile } from '../../app/features/content/source/translation.ts';
import { translatedLocales } from '../../app/features/content/source/read-content.ts';
import { listContentFiles } from '../../app/features/content/validation/content-files.ts';
import type { ContentInput } from '../../app/features/content/validation/validate-content.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { publicIdentity } from '../../app/features/gate/public-identity.ts';

const siteModule = 'virtual:content/site';
const resolvedSiteModule = `\0${siteModule}`;
const teasersModule = 'virtual:content/teasers';
const resolvedTeasersModule = `\0${teasersModule}`;

/**
 * The private projects' teasers, by public address, as a module: plain data,
 * each cover imported through the responsive pipeline. Public on purpose:
 * the gate's prerendered page shows them.
 */
function teasersSource(byLocale: Record<string, ContentInput>, covers: boolean): string {
  const imports: string[] = [];
  const localeEntries = Object.entries(byLocale).map(([locale, content]) => `  ${JSON.stringify(locale)}: {\n${teaserEntries(content, covers, imports).map((entry) => `    ${entry},`).join('\n')}\n  },`);
  return [
    `import { pictureView } from '/app/features/content/picture-view.ts';`,
    ...imports,
    `export const teasers = {\n${localeEntries.join('\n')}\n};`,
    '',
  ].join('\n');
}

function teaserEntries(content: ContentInput, covers: boolean, imports: string[]): string[] {
  const studies = content.caseStudies as Record<string, CaseStudy>;
  return content.projectOrder.flatMap((slug) => {
    const study = studies[slug];
    const teaser = study?.access === 'private' ? study.teaser : undefined;
    if (!study || !teaser) return [];
    const { address, name } = publicIdentity(slug, study);
    const { cover, ...words } = teaser;
    const view = JSON.stringify({ name, ...words });
    if (!cover || !covers) return [`${JSON.stringify(address)}: ${view}`];
    const picture = `cover${imports.length}`;
    imports.push(`import ${picture} from ${JSON.stringify(`/content/projects/${slug}/media/teaser/${cover.file}?responsive`)};`);
    return [`${JSON.stringify(address)}: { ...${view}, cover: pictureView(${picture}, ${JSON.stringify(cover.alt)}) }`];
  });
}

/** The content in every language, by language. */
function contentByLocale(root: string): Record<string, ContentInput> {
  const { content, translations } = readContent(root);
  return { en: content, ...translations };
}

/** The module that reads the content for the build's loaders: it depends on every Markdown and YAML file. */
const contentReader = /\/app\/features\/content\/content\.server\.ts$/;
const isContentText = (file: string) => /\.(md|ya?ml)$/.test(file);

/**
 * `virtual:content/site`: the site settings from content/site.yaml as plain
 * data, for the components that render the header, footer and titles while
 * the pages are prerendered; no page's script carries it. The YAML is read
 * here, at build time. The dev server reloads when the file changes.
 * It also makes the content's reader depend on every Markdown and YAML file,
 * so the dev server runs the loaders again with a saved change.
 */
export function contentModules({ teaserCovers = true }: { teaserCovers?: boolean } = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'portfolio:content-modules',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === teasersModule) return resolvedTeasersModule;
      return id === siteModule ? resolvedSiteModule : undefined;
    },
    load(id) {
      if (id === resolvedTeasersModule) {
        for (const file of listContentFiles(root).filter(isContentText)) this.addWatchFile(path.join(root, file));
        return teasersSource(contentByLocale(root), teaserCovers);
      }
      if (id !== resolvedSiteModule) return undefined;
      for (const file of [siteFile, ...translatedLocales.map((locale) => translationFile(siteFile, locale))]) this.addWatchFile(path.join(root, file));
      const sites = Object.fromEntries(Object.entries(contentByLocale(root)).map(([locale, content]) => [locale, content.site]));
      return `export const sites = ${JSON.stringify(sites)};\n`;
    },
    transform(_code, id) {
      if (!contentReader.test(id)) return undefined;
      for (const file of listContentFiles(root).filter(isContentText)) this.addWatchFile(path.join(root, file));
      return undefined;
    },
  };
}
