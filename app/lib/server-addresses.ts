/**
 * Addresses a server answers itself, besides the site's pages and the files
 * the build writes (build-output.ts): no project may have one as its address
 * (app/features/content/validation/projects.ts), since its page would be
 * hidden behind it, or hide it.
 */

/**
 * The visual editor (`npm run edit`): its page at `/admin/` and its backend
 * at `/admin/api`, on the dev server (tools/editor/admin-plugin.ts).
 */
export const editorFolder = 'admin';
