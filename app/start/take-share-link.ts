// The first script of the gate: a share link's fragment (`#k=…`) is taken
// off the address at once, before any other script runs and before the page
// makes any request, and kept for the gate (app/features/gate/share-link.ts).
// replaceState rewrites the current entry, so the fragment leaves the address
// bar and history alike. (A fragment is never sent to the server, nor in a
// Referer; this keeps it out of copies of the address too.)
import { tokenInFragment } from '../features/gate/share-token.ts';
import { shareLinkGlobal } from './names.ts';

const token = tokenInFragment(location.hash);
if (token !== null) {
  (window as unknown as Record<string, unknown>)[shareLinkGlobal] = { token, page: location.pathname };
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
