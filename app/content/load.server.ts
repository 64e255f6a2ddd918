import { about } from '../../content/about/about';
import { caseStudies, type Slug } from '../../content/projects';
import { projectOrder } from '../../content/projects/order';
import { caseStudyBody } from './case-study-view';
import { imageView, mediaFilesIn, videoView } from './media.server';
import type { CardView, CaseStudyView, MediaItemView } from './views';

/** Public media of a project. A private project's case-study media sits in `protected-media/`. */
const mediaFolder = (slug: string) => `/content/projects/${slug}/media`;

async function cardView(slug: Slug): Promise<CardView> {
  const study = caseStudies[slug];
  const isPrivate = study.access === 'private';
  // A private project shows only its teaser: its cover is part of the protected content.
  const files = mediaFilesIn(`${mediaFolder(slug)}/${isPrivate ? 'card' : 'cover'}`);
  const frames = await Promise.all(
    files.map((file, index) =>
      imageView(
        file,
        isPrivate ? `${study.name}: protected project` : `${study.coverAlt} (image ${index + 1} of ${files.length})`,
      ),
    ),
  );
  return {
    slug,
    name: study.name,
    subtitle: study.subtitle,
    access: study.access,
    href: isPrivate ? '/private' : `/${slug}`,
    accent: study.accent,
    frames,
  };
}

export function loadCards(): Promise<CardView[]> {
  return Promise.all(projectOrder.map(cardView));
}

/** The two projects after this one in the home page order, wrapping. */
export function loadOtherProjects(slug: Slug): Promise<CardView[]> {
  const at = projectOrder.indexOf(slug);
  return Promise.all([1, 2].map((step) => cardView(projectOrder[(at + step) % projectOrder.length] as Slug)));
}

export async function loadCaseStudy(slug: Slug): Promise<CaseStudyView> {
  const folder = mediaFolder(slug);
  const covers = mediaFilesIn(`${folder}/cover`).map((file) => file.slice(folder.length + 1));
  const [body, otherProjects] = await Promise.all([
    caseStudyBody(slug, caseStudies[slug], covers, async (file, alt) => imageView(`${folder}/${file}`, alt)),
    loadOtherProjects(slug),
  ]);
  return { ...body, otherProjects };
}

/** What search results and link previews say about a project: only what its public card shows, plus the about text of a public one. */
export function projectSummary(slug: Slug) {
  const study = caseStudies[slug];
  return {
    name: study.name,
    subtitle: study.subtitle,
    about: study.access === 'public' ? study.about.text : '',
  };
}

/** The slug of the route a request is for (the last path segment). */
export function slugOf(request: Request): Slug {
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  if (!(projectOrder as readonly string[]).includes(slug)) throw new Response('Not found', { status: 404 });
  return slug as Slug;
}

/** The private project the gate at /private opens (the spec has one). */
export function gatedSlug(): Slug {
  const slug = projectOrder.find((candidate) => caseStudies[candidate].access === 'private');
  if (!slug) throw new Error('No private project in content/projects: /private has nothing to open.');
  return slug;
}

const aboutFolder = '/content/about/media';

export async function loadAbout() {
  const galleries = await Promise.all(
    about.galleries.map(async (gallery) => ({
      title: gallery.title,
      items: await Promise.all(
        gallery.items.map(async (item): Promise<MediaItemView> => {
          const file = `${aboutFolder}/${item.name}`;
          return item.mediaType === 'video'
            ? { name: item.name, tag: item.tag, mediaType: 'video', alt: item.alt, video: await videoView(file, item.alt) }
            : { name: item.name, tag: item.tag, mediaType: 'image', image: await imageView(file, item.alt) };
        }),
      ),
    })),
  );
  return { ...about, galleries };
}
