/** Where each piece of content lives, as paths from the repository root. */
export const siteFile = 'content/site.yaml';
export const cvFile = 'content/cv.yaml';
export const aboutFile = 'content/about/index.md';
export const aboutMediaFolder = 'content/about/media';
export const projectsFolder = 'content/projects';
export const projectFolder = (slug: string) => `${projectsFolder}/${slug}`;
export const caseStudyFile = (slug: string) => `${projectFolder(slug)}/index.md`;
