import { useMemo, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import stylesheet from './lightbox-styles.css?url';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import type { LightboxItem, LightboxWords } from './lightbox-items.ts';
import { lightboxLabels, shownType, toSlide } from './slides.ts';
import { useBackCloses } from './use-back-closes.ts';

export type LightboxViewerProps = {
  items: LightboxItem[];
  /** The item that was opened. */
  index: number;
  /** The URL the page's image shows, so the lightbox keeps its format. */
  shownSrc?: string;
  /** Its labels, in the page's language; without them, the library's English ones. */
  words?: LightboxWords;
  onClose: () => void;
};

const plugins = [Captions, Counter, Video, Zoom];

/**
 * The lightbox itself, loaded on first use with its styles. A modal dialog
 * that traps focus; the library returns focus to the image that opened it.
 */
export default function LightboxViewer({ items, index, shownSrc, words, onClose }: LightboxViewerProps) {
  const opened = items[index]?.media;
  const reducedMotion = useReducedMotion();
  // Browsing keeps the format the opened image is shown in on the page.
  const [type] = useState(() => (opened?.kind === 'image' ? shownType(opened.image, shownSrc) : undefined));
  const slides = useMemo(() => items.map((item) => toSlide(item, { type, reducedMotion })), [items, type, reducedMotion]);
  useBackCloses(onClose);

  return (
    <>
      {/* A stylesheet resource: React shows the lightbox only once it has loaded. */}
      <link rel="stylesheet" href={stylesheet} precedence="lightbox" />
      <Lightbox
        open
        close={onClose}
        index={index}
        slides={slides}
        plugins={plugins}
        className="lightbox"
        animation={reducedMotion ? { fade: 0, swipe: 0, navigation: 0 } : { fade: 200, swipe: 300 }}
        carousel={{ finite: true, padding: 0, spacing: '8%' }}
        controller={{ closeOnBackdropClick: true }}
        captions={{ descriptionMaxLines: 4 }}
        zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
        labels={lightboxLabels(words)}
      />
    </>
  );
}
