// A silent loop (looping-video.tsx) plays while it is near the viewport, and
// is fetched only then; for visitors who ask for less motion it never plays
// on its own and shows its controls instead. Its only implementation, in the
// page's own script (app/start/page-script.ts); both take its hook from
// looping-video-contract.ts.
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { startOnce } from '../../lib/start-once.ts';
import { loopingVideo } from './looping-video-contract.ts';

/** Starts every silent loop in `within` not started yet. */
export function startLoopingVideos(within: ParentNode = document): void {
  const reducedMotion = prefersReducedMotion();
  for (const video of within.querySelectorAll<HTMLVideoElement>(loopingVideo.selector)) {
    if (!startOnce(video, 'looping-video')) continue;
    if (reducedMotion) {
      video.controls = true;
      continue;
    }
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            video.preload = 'auto';
            void video.play().catch(() => undefined);
          } else {
            video.pause();
          }
        }
      },
      { rootMargin: '200px' },
    ).observe(video);
  }
}
