/**
 * The reserved address the not-found page is prerendered at; the build turns
 * it into `404.html`, and no project may take it.
 */
export const notFoundPageSlug = '404-page';
