/**
 * What the dev server tells its pages' client (Vite's HMR socket) besides Vite's own messages: each
 * file of content/ it has taken in, once its modules are invalidated and the next page it serves reads
 * the file afresh (admin-plugin.ts). Data: `{ file, type }`, the file by its path from the project.
 */
export const contentSeenEvent = 'editor:content-seen';

export type ContentSeen = { file: string; type: 'create' | 'update' | 'delete' };
