import type { VideoView } from '../content/views.ts';
import { loopingVideo } from './looping-video-contract.ts';

type LoopingVideoProps = { video: VideoView; label: string; className?: string };

/**
 * A silent loop shown like an image: nothing is downloaded until it nears the
 * viewport, and it never plays on its own for visitors who ask for less
 * motion (looping-video-control.ts, in the page's script).
 */
export function LoopingVideo({ video, label, className }: LoopingVideoProps) {
  return (
    <video
      className={className}
      muted
      loop
      playsInline
      preload="none"
      poster={video.poster.src}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={label}
      {...loopingVideo.props}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
