// The editor page's own script, bundled by admin-plugin.ts: Decap's words for saving and for the two
// languages side by side, image fields that show their pictures, the site's pages as previews (in the
// language on the left of the form), the Publish panel, and the notice that the page must be reloaded
// once the dev server restarted under it. Then it starts Decap (CMS_MANUAL_INIT).
import { createRoot } from 'react-dom/client';
import { decap, type ImmutableMap } from './decap.ts';
import { namesOutOfDate } from '../backend/picture-sets.ts';
import { showImageThumbnails } from './image-thumbnails.ts';
import { sayingLanguages, sayingSave } from './labels.ts';
import { PublishPanel, savedEvent } from './publish-panel.tsx';
import { panelStyle } from './panel-style.ts';
import { previewStyle, reloadPreviews, sitePreview } from './site-preview.ts';
import { watchForStaleEditor } from './stale-notice.ts';

type EditorSettings = { api: string; siteBase: string; previews: string[] };

const settings = JSON.parse(document.getElementById('editor-settings')?.textContent ?? '{}') as EditorSettings;
const { CMS } = decap();
watchForStaleEditor(settings.api);

sayingSave(CMS);
sayingLanguages(CMS);
showImageThumbnails();
CMS.registerPreviewStyle(previewStyle, { raw: true });
const preview = sitePreview(settings.siteBase);
for (const name of settings.previews) CMS.registerPreviewTemplate(name, preview);
CMS.registerEventListener({
  name: 'postSave',
  handler: (event) => {
    // A save that renamed a case study's pictures after their places: the form is read again, so that
    // the next save starts from the new names (nothing is unsaved at this point).
    const data = ((event as { entry?: ImmutableMap }).entry?.get('data') as ImmutableMap | undefined)?.toJS();
    if (data && namesOutOfDate(data as Record<string, unknown>)) {
      location.reload();
      return;
    }
    reloadPreviews();
    window.dispatchEvent(new Event(savedEvent));
  },
});

const style = document.createElement('style');
style.textContent = panelStyle;
document.head.append(style);
const mount = document.createElement('div');
document.body.append(mount);
createRoot(mount).render(<PublishPanel api={settings.api} />);

CMS.init();
