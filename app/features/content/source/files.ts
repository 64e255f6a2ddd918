/** Where each piece of content lives, as paths from the repository root. */
/**
 * The owner's content. The dev server also serves its media as files at
 * this address (`/content/projects/<slug>/media/cover/01.svg`).
 */
export const contentFolder = 'content';
export const siteFile = `${contentFolder}/site.yaml`;
export const cvFile = `${contentFolder}/cv.yaml`;
export const aboutFile = `${contentFolder}/about/index.md`;
export const aboutMediaFolder = `${contentFolder}/about/media`;
export const projectsFolder = `${contentFolder}/projects`;
export const projectFolder = (slug: string) => `${projectsFolder}/${slug}`;
export const caseStudyFile = (slug: string) => `${projectFolder(slug)}/index.md`;
