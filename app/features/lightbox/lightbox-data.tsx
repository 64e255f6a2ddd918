import islandUrl from 'lazy-chunk:/app/features/lightbox/lightbox-island.tsx';
import { jsonInScript } from '~/lib/json-in-script';
import { itemsOf, withoutInlinedImages, type LightboxSource } from './lightbox-items';

/** On the element whose Zoomables share one lightbox: the address of the lightbox's code. */
export const lightboxAttribute = 'data-lightbox';

/** The attributes of the element whose Zoomables open one lightbox (lightbox-trigger.ts reads them). */
export const lightboxRoot = () => ({ [lightboxAttribute]: islandUrl });

/** The items the lightbox browses, in page order, as data in the page: the n-th Zoomable is the n-th item. */
export function LightboxItems({ source }: { source: LightboxSource }) {
  return (
    <script
      type="application/json"
      className="lightbox-items"
      dangerouslySetInnerHTML={{ __html: jsonInScript(withoutInlinedImages(itemsOf(source))) }}
    />
  );
}
