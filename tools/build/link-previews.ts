import path from 'node:path';
import type { Plugin } from 'vite';
import { previewImageFile } from '../../app/features/seo/link-preview.ts';
import { previewFolder } from '../../app/lib/build-output.ts';
import { hasPublicAccent, publicIdentity } from '../../app/features/content/public-identity.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { locales } from '../../app/i18n/locale.ts';
import { designSystemPath } from '../../app/lib/pages.ts';
import { buildTokens } from './design-tokens/build-tokens.ts';
import { paletteImage } from './design-tokens/palette-image.ts';
import type { CaseStudy } from '../../app/features/content/types.ts';
import { listMediaFiles } from '../../app/features/content/media.ts';
import { previewFonts, renderPreview, type PreviewCard } from './preview-card.ts';
import type { PreviewContent } from './preview-content.ts';
import { cachedBytes, cacheKey, codeVersion, drawingCode, fileDigest } from '../lib/build-cache.ts';

/** The first image of a folder by file name (cover frames are 01.svg, 02.svg, …). */
async function firstImage(folder: string): Promise<string> {
  const files = await listMediaFiles(folder);
  if (!files[0]) throw new Error(`Link previews: no image in ${folder}.`);
  return path.join(folder, files[0]);
}

/**
 * The image behind a project's preview: its first cover frame, or, for a
 * private project, its public teaser (its covers are protected content).
 */
export function previewSource(root: string, slug: string, study: CaseStudy): Promise<string> {
  const media = path.join(root, 'content', 'projects', slug, 'media');
  return firstImage(path.join(media, study.access === 'private' ? 'card' : 'cover'));
}

const hostOf = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Every preview the site needs: home, about, and one per project. */
export async function previewCards(root: string, content: PreviewContent): Promise<Map<string, PreviewCard>> {
  const { site, about, cv, projects } = content;
  const eyebrows = wordsFor(content.locale).pages.previews;
  const footer = { name: site.name, address: hostOf(site.url) };
  const publicProjects = projects.filter(({ study }) => study.access === 'public');
  const cards = new Map<string, PreviewCard>();

  const firstThree = await Promise.all(
    publicProjects.slice(0, 3).map(({ slug, study }) => previewSource(root, slug, study)),
  );
  cards.set('home', {
    eyebrow: eyebrows.home,
    title: site.name,
    subtitle: site.role,
    accent: publicProjects[0]?.study.accent.light ?? '#161615',
    images: firstThree.reverse(),
    footer: { address: hostOf(site.url) },
  });

  const aboutImage = about.galleries.flatMap((gallery) => gallery.items).find((item) => item.mediaType === 'image');
  cards.set('about', {
    eyebrow: eyebrows.about(site.name.split(' ')[0] ?? site.name),
    title: site.name,
    subtitle: about.hero.title,
    accent: '#161615',
    footer: { address: hostOf(site.url) },
    images: aboutImage ? [path.join(root, 'content', 'about', 'media', aboutImage.name)] : firstThree.slice(-1),
  });

  // The CV shows the work it lists: the last public projects, so it differs from the home page's picture.
  const cvImages = await Promise.all(publicProjects.slice(-3).map(({ slug, study }) => previewSource(root, slug, study)));
  cards.set('cv', {
    eyebrow: eyebrows.cv,
    title: site.name,
    subtitle: `${site.role}. ${cv.location.city}.`,
    accent: '#161615',
    images: cvImages,
    footer: { address: hostOf(site.url) },
  });

  // The design-system page shows its palette: both themes' colours and the accents, from the tokens.
  const { themes } = await buildTokens(path.join(root, 'tokens'));
  const colour = (theme: 'light' | 'dark', name: string) =>
    (theme === 'dark' ? themes.dark : []).concat(themes.light).find((token) => token.name === name)?.value ?? '#000000';
  const semantic = themes.light.filter((token) => token.path[0] === 'color' && token.name !== 'color-bg').map((token) => token.name);
  cards.set(designSystemPath.slice(1), {
    eyebrow: eyebrows.designSystem,
    title: site.designSystem.linkText,
    subtitle: site.designSystem.title,
    accent: colour('light', 'color-highlight-0'),
    footer,
    images: [
      paletteImage([
        ...(['light', 'dark'] as const).map((theme) => ({
          background: colour(theme, 'color-bg'),
          colours: semantic.map((name) => colour(theme, name)),
        })),
        // Only the accents /design-system shows: a codename project's stay private unless it opts in.
        {
          background: colour('light', 'color-surface'),
          colours: projects.filter(({ study }) => hasPublicAccent(study)).map(({ study }) => study.accent.light),
        },
      ]),
    ],
  });

  for (const { slug, study } of projects) {
    const isPrivate = study.access === 'private';
    // A private project's preview is named by its public address and shows only its public name.
    const { address, name, subtitle } = publicIdentity(slug, study);
    cards.set(address, {
      eyebrow: isPrivate ? eyebrows.protectedCaseStudy : eyebrows.caseStudy,
      title: name,
      subtitle,
      // A codename project's own colour could name the client: the ink of the about and CV previews instead.
      accent: hasPublicAccent(study) ? study.accent.light : '#161615',
      images: [await previewSource(root, slug, study)],
      locked: isPrivate,
      footer,
    });
  }
  return cards;
}

/**
 * What a preview is drawn from: its words, its colours, its images' bytes (by their hash), and the
 * code, fonts and packages that draw it (drawingCode). A preview whose key a build has drawn before
 * is read back from the build cache, not drawn again.
 */
export async function previewKey(card: PreviewCard): Promise<string> {
  const images = await Promise.all(card.images.map((image) => (typeof image === 'string' ? fileDigest(image) : image)));
  return cacheKey([codeVersion(drawingCode), { ...card, images: [] }, ...images]);
}

/** Renders every preview in one language: file name (`og/huru.png`, `og/es/huru.png`) → PNG. */
export async function renderPreviews(root: string, content: PreviewContent): Promise<Map<string, Buffer>> {
  const cards = await previewCards(root, content);
  const entries = await Promise.all(
    [...cards].map(async ([key, card]) => {
      const png = await cachedBytes('previews', await previewKey(card), async () => renderPreview(card, await previewFonts()));
      return [previewImageFile(key, content.locale), png] as const;
    }),
  );
  return new Map(entries);
}

/** Every preview, in every language. */
async function renderAllPreviews(root: string, contents: PreviewContent[]): Promise<Map<string, Buffer>> {
  const rendered = await Promise.all(contents.map((content) => renderPreviews(root, content)));
  return new Map(rendered.flatMap((previews) => [...previews]));
}

/**
 * Draws a 1200 × 630 link-preview image per page at build time (and serves
 * them in dev), so previews follow the content without hand-made images.
 */
export function linkPreviews(): Plugin {
  let root = process.cwd();
  const contents = async () => {
    const { previewContent } = await import('./preview-content.ts');
    return locales.map(previewContent);
  };
  let rendered: Promise<Map<string, Buffer>> | null = null;
  const previews = async () => (rendered ??= renderAllPreviews(root, await contents()));

  return {
    name: 'portfolio:link-previews',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.includes(`${path.sep}content${path.sep}`)) rendered = null;
      });
      server.middlewares.use(async function serveLinkPreviews(req, res, next) {
        const match = req.url?.match(new RegExp(`/(${previewFolder}/(?:[a-z]{2}/)?[a-z0-9-]+\\.png)$`));
        const png = match && (await previews()).get(match[1] as string);
        if (!png) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of await previews()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
