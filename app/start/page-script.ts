// The page's own script: one small file every page loads async beside its
// stylesheet (app/start/head-script.ts), and on most pages the only one.
// It holds what moves on a page once it is parsed; each control's code lives
// in its feature and is that control's only implementation:
// - cards and covers cycling through their frames (frames/frames-control.ts);
// - the section being read, marked in the case study's index
//   (section-index/section-index-control.ts);
// - the lightbox, opened from any image (lightbox/lightbox-trigger.ts);
// - silent loops playing near the viewport (media/looping-video-control.ts);
// - the design system's motion demo (design-system/motion-demo-control.ts);
// - the next page fetched ahead where speculation rules are missing
//   (navigation/prefetch.ts).
// - analytics, only in a build whose content/site.yaml turns it on
//   (analytics/analytics.ts; app/start/analytics.ts says which).
// What a page puts in later (the unlocked case study, app/features/gate/gate-script.ts) is
// started the same way when it arrives.
import { startCovers, startFrames } from '../features/frames/frames-control.ts';
import { markSections } from '../features/section-index/section-index-control.ts';
import { announceLightbox } from '../features/lightbox/lightbox-trigger.ts';
import { startLoopingVideos } from '../features/media/looping-video-control.ts';
import { startMotionDemos } from '../features/design-system/motion-demo-control.ts';
import '../features/navigation/prefetch.ts';
import { startAnalytics, watchReading } from '../features/analytics/analytics.ts';
import { pageScriptAttribute } from '../lib/page-script-attributes.ts';
import { analyticsSender } from './analytics.ts';

function start() {
  startFrames();
  markSections();
  announceLightbox();
  startLoopingVideos();
  startMotionDemos();
  if (__ANALYTICS__) startAnalytics(__ANALYTICS__, analyticsSender());
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        startCovers(node);
        markSections(node);
        announceLightbox(node);
        startLoopingVideos(node);
        if (__ANALYTICS__) watchReading(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
  document.documentElement.setAttribute(pageScriptAttribute, 'started');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
