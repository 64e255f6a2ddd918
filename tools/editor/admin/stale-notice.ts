import { staleEditorMessage, staleEditorStatus } from '../stale-editor.ts';

/** The notice's button: the page loads again, with the dev server's new key. */
export const reloadLabel = 'Reload the editor';

/** The notice across the top of the editor, in the terminal's words for why nothing more can be saved. */
function showNotice() {
  const notice = document.createElement('div');
  notice.className = 'stale-notice';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = staleEditorMessage;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = reloadLabel;
  reload.addEventListener('click', () => location.reload());
  notice.append(text, reload);
  document.body.prepend(notice);
}

/**
 * Watches every call this page makes to the editor's backend, Decap's own
 * among them: once one is answered as coming from a page older than the dev
 * server (its configuration changed, and it restarted with a new key), the
 * page says so and offers to reload, instead of failing call after call.
 */
export function watchForStaleEditor(api: string) {
  const backend = new URL(api, location.href).href;
  const fetchFirst = window.fetch.bind(window);
  let shown = false;
  window.fetch = async (input, init) => {
    const response = await fetchFirst(input, init);
    const address = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    if (!shown && address === backend && response.status === staleEditorStatus) {
      shown = true;
      showNotice();
    }
    return response;
  };
}
