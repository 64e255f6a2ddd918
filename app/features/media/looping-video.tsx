import { useEffect, useRef } from 'react';
import type { VideoView } from '~/features/content/views';
import { useReducedMotion } from '~/lib/use-reduced-motion';

type LoopingVideoProps = { video: VideoView; label: string; className?: string };

/**
 * A silent loop shown like an image: nothing is downloaded until it nears
 * the viewport, and it never plays on its own for visitors who ask for less motion.
 */
export function LoopingVideo({ video, label, className }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            element.preload = 'auto';
            void element.play().catch(() => undefined);
          } else {
            element.pause();
          }
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className={className}
      muted
      loop
      playsInline
      preload="none"
      poster={video.poster.src}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={label}
      controls={reducedMotion}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
