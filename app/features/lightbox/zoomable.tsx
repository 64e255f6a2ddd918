import type { CSSProperties, ReactNode } from 'react';
import type { ImageView, VideoView } from '../content/views.ts';
import { zoomable } from './lightbox-contract.ts';

type ZoomableProps = {
  media: ImageView | VideoView;
  /** Names the control when its content does not (an icon). */
  label?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * The file a plain link opens: an image's fallback (its widest WebP), a
 * video's MP4; none for an image inlined as data, which a link cannot open.
 */
function linkedFile(media: ImageView | VideoView): string | undefined {
  if ('poster' in media) return (media.sources.find((source) => source.type === 'video/mp4') ?? media.sources[0])?.src;
  return media.src.startsWith('data:') ? undefined : media.src;
}

/**
 * An image or video that opens in the lightbox. Only markup: once the page
 * script has started, lightbox-trigger.ts takes over its clicks, Enter and
 * Space, and announces the dialog it opens. Before that, or with a middle or
 * modified click, it is a plain link to the largest file, which still shows
 * the image large.
 */
export function Zoomable({ media, label, className, style, children }: ZoomableProps) {
  const props = { className: className ? `zoomable ${className}` : 'zoomable', 'aria-label': label, style, ...zoomable.props };
  const href = linkedFile(media);
  return href ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <button type="button" {...props}>
      {children}
    </button>
  );
}
