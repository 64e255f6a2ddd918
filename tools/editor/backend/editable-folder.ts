/** The folder the editor may read and write, relative to the repository (also read by the editor page's own script). */
export const editableFolder = 'content';
