// Content first, then the app: every page is complete, readable HTML, so the
// ~100 KB of React and React Router it needs to become a single-page app is
// fetched once the page has loaded (its stylesheet, font and first images),
// instead of competing with them for a slow phone's bandwidth.
//
// React Router ends each page with a module script that imports the route
// modules and then the client entry, and React hoists a <link rel=modulepreload>
// for each of those files into <head>. This step keeps that script byte for
// byte but inert (type="text/plain"), removes the preload hints, and adds a
// small classic script that, once the page has loaded and the browser has
// reported its largest paint (or its first paint, where largest-paint timing
// is not supported), or at the latest after `maxWaitMs` so a stalled image
// cannot hold the app back, puts the hints back and runs the boot script as a
// module, exactly as written. A page with nothing to show until the app runs
// marks itself (startNowAttribute) and starts it right after its first paint.

const bootScript = /<script type="module" async="">(import "[^"]+";[\s\S]*?)<\/script>/;
const preloadHint = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The id of the inert copy of React Router's boot script. */
export const bootScriptId = 'app-boot';

/**
 * Set on <html> by a page that has nothing to show until the app runs (the
 * protected case study opening for a visitor holding the password): there
 * the app starts right after the first paint, without waiting for the load.
 */
export const startNowAttribute = 'data-unlocking';

/** The longest the app waits for the load event, in ms. */
export const maxWaitMs = 3000;

export function deferHydration(html) {
  const boot = html.match(bootScript);
  if (!boot) {
    throw new Error(
      'defer-hydration: no React Router boot script (<script type="module" async="">import …) in this page. ' +
        'A React Router upgrade may have changed its shape: update scripts/defer-hydration.mjs.',
    );
  }
  const preloads = [...new Set([...html.matchAll(preloadHint)].map(([, href]) => href))];
  const starter =
    `(function(){var started=false,loaded=false,painted=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.textContent=document.getElementById('${bootScriptId}').textContent;document.body.appendChild(s)}` +
    // Right after the first paint: the note is on screen before the app's bytes compete with it.
    // (A tab opened in the background paints no frame: the fallback below still starts it.)
    `if(document.documentElement.hasAttribute('${startNowAttribute}'))requestAnimationFrame(function(){setTimeout(start,0)});` +
    `function ready(){if(loaded&&painted)start()}` +
    `try{var types=PerformanceObserver.supportedEntryTypes;` +
    `new PerformanceObserver(function(){painted=true;ready()}).observe({type:types.indexOf('largest-contentful-paint')>=0?'largest-contentful-paint':'paint',buffered:true})}` +
    `catch(e){painted=true}` +
    `function onLoad(){loaded=true;ready()}` +
    `if(document.readyState==='complete')onLoad();else addEventListener('load',onLoad);setTimeout(start,${maxWaitMs})})();`;
  return html
    .replace(preloadHint, '')
    .replace(boot[0], `<script type="text/plain" id="${bootScriptId}">${boot[1]}</script><script>${starter}</script>`);
}
