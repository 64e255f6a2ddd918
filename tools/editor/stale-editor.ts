/**
 * When the dev server restarts (its configuration changed), it makes a new
 * token, and an editor page opened before holds the old one. The backend
 * answers such a call with this status and message instead of a bare 403, and
 * the page shows the message (admin/stale-notice.ts): unsaved work is not
 * lost silently to refusals.
 */
export const staleEditorStatus = 409;

export const staleEditorMessage =
  'The editor restarted (its settings changed), and this page still has its old key, so nothing more can be saved or published from it. ' +
  'Copy any change you have not saved yet, then reload this page.';
