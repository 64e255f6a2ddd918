// A silent loop (looping-video.tsx) plays while it is near the viewport, and
// is fetched only then; for visitors who ask for less motion it never plays
// on its own and shows its controls instead. Its only implementation, in the
// page's own script (app/start/page-script.ts).
const started = new WeakSet<Element>();

/** Starts every silent loop in `within` not started yet. */
export function startLoopingVideos(within: ParentNode = document): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const video of within.querySelectorAll<HTMLVideoElement>('video[data-looping]')) {
    if (started.has(video)) continue;
    started.add(video);
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
