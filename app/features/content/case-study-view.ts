import type { CaseStudy } from './types.ts';
import type { BlockView, CaseStudyView, ImageView } from './views.ts';

/** A cover frame's alt text: the content's, and which frame of how many (from the page's catalogue). */
export type FrameAlt = (alt: string, frame: number, total: number) => string;

/** Turns a file name from the content (with its alt text) into an image a page can show. */
export type ResolveImage = (file: string, alt: string) => Promise<ImageView>;

/** Everything of a case study but the links to other projects. */
export type CaseStudyBody = Omit<CaseStudyView, 'otherProjects'>;

/**
 * A case study as its page renders it. Images come through `resolve`: public
 * ones as built asset URLs, protected ones inlined into the encrypted payload.
 */
export async function caseStudyBody(
  slug: string,
  study: CaseStudy,
  coverFiles: string[],
  resolve: ResolveImage,
  frameAlt: FrameAlt,
): Promise<CaseStudyBody> {
  const count = coverFiles.length;
  const [cover, sections] = await Promise.all([
    Promise.all(coverFiles.map((file, i) => resolve(file, frameAlt(study.coverAlt, i + 1, count)))),
    Promise.all(
      study.sections.map(async (section, index) => ({
        number: String(index + 1).padStart(2, '0'),
        title: section.title,
        blocks: await Promise.all(
          section.blocks.map(async (block): Promise<BlockView> => {
            if (block.kind === 'comment') return block;
            const images = await Promise.all(block.images.map((image) => resolve(image.file, image.alt)));
            return { kind: 'images', images, caption: block.caption };
          }),
        ),
      })),
    ),
  ]);
  return {
    slug,
    name: study.name,
    role: study.role,
    accent: study.accent,
    cover,
    about: study.about,
    prototypes: study.prototypes,
    sections,
    lessons: study.lessons,
    caseStudyUrl: study.caseStudyUrl,
  };
}
