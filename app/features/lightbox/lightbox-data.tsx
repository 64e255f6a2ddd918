import islandUrl from 'lazy-chunk:/app/features/lightbox/lightbox-island.tsx';
import { jsonInScript } from '../../lib/json-in-script.ts';
import { useWords } from '../../i18n/use-words.ts';
import { itemsOf, withoutInlinedImages, type LightboxSource } from './lightbox-items.ts';
import { lightboxItemsData, lightboxRoot, lightboxWordsData } from './lightbox-contract.ts';

/** The attributes of the element whose Zoomables open one lightbox (lightbox-trigger.ts reads them). */
export const lightboxRootAttributes = () => ({ [lightboxRoot.attribute]: islandUrl });

/**
 * The items the lightbox browses, in page order, as data in the page: the n-th Zoomable is the n-th item.
 * With them, the lightbox's labels in the page's language, so its code carries no catalogue.
 */
export function LightboxItems({ source }: { source: LightboxSource }) {
  const words = useWords().lightbox;
  return (
    <>
      <script
        type="application/json"
        {...lightboxItemsData.props}
        dangerouslySetInnerHTML={{ __html: jsonInScript(withoutInlinedImages(itemsOf(source))) }}
      />
      <script type="application/json" {...lightboxWordsData.props} dangerouslySetInnerHTML={{ __html: jsonInScript(words) }} />
    </>
  );
}
