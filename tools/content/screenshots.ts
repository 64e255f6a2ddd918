// Full-page screenshots of every route at 390 and 1440 px, light and dark,
// from the production build in build/: `npm run build && npm run screenshots`. The
// private pages open with the password the build took from this environment
// (PORTFOLIO_PASSWORD, or the public default on this computer).
// Written to screenshots/ (not committed).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { gatePath, notFoundPrerenderPath, pagePaths } from '../../app/lib/pages.ts';
import { privateAddresses, siteProjects } from '../../app/pages.server.ts';
import { storageKeys } from '../../app/lib/storage.ts';
import { basePathOf, localeOfPath, locales, pathIn } from '../../app/i18n/locale.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { pageIsReady } from '../testing/page-ready.ts';
import { pageHref } from '../../app/lib/public-url.ts';
import { caseStudies, projectOrder, site } from '../../app/features/content/content.server.ts';
import { chromiumArgs, requireChromium } from '../testing/find-chromium.ts';
import { checkBuildPassword } from '../build/password-policy.ts';
import { collectInBrowser } from '../testing/analytics-collector.ts';

const port = Number(process.env.PORT ?? 4390);
const base = `http://localhost:${port}`;
// Every page the build prerenders (from the content), and an unknown address for the not-found page.
const allRoutes = [
  ...pagePaths(siteProjects).filter((route) => basePathOf(route) !== notFoundPrerenderPath),
  ...locales.map((locale) => pathIn('/missing-page', locale)),
];
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : allRoutes;
/** The protected pages: opened by unlocking the gate, as a visitor does. */
const protectedRoutes = new Set(locales.flatMap((locale) => privateAddresses.map((address) => pathIn(`/${address}`, locale))));
/** The heading each protected page shows once open: its project's name. */
const protectedHeadings = new Map(
  projectOrder
    .filter((slug) => caseStudies[slug]?.access === 'private')
    .map((slug, i) => [`/${privateAddresses[i]}`, caseStudies[slug]?.name ?? slug]),
);
const { password } = checkBuildPassword(process.env, []);

const server = spawn(process.execPath, ['--import', 'tsx', 'tools/server/serve.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// Ready when it says so, however long a busy machine takes to start it.
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
  server.on('exit', (code) => reject(new Error(`The server stopped (exit ${code}).`)));
});
await mkdir('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
try {
  for (const theme of ['light', 'dark']) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
      // A site that counts visits at a host on this computer (the test portfolio's) gets its page views answered here.
      if (site.analytics) await collectInBrowser(context, site.analytics.host);
      const page = await context.newPage();
      await page.goto(base);
      await page.evaluate(([key, t]) => localStorage.setItem(key, t), [storageKeys.theme, theme] as const);
      for (const route of routes) {
        // Each page at its address as the site's links name it, with its slash: the one the gate leads to.
        const address = `${base}${pageHref(route, '/')}`;
        if (protectedRoutes.has(route)) {
          const locale = localeOfPath(route);
          const { gate } = wordsFor(locale);
          await page.goto(`${base}${pageHref(pathIn(gatePath, locale), '/')}`);
          await page.waitForFunction(pageIsReady);
          // Unlocked already in another language: one password opens both, and the gate goes straight on.
          if (page.url() !== address) {
            await page.getByPlaceholder(gate.placeholder).fill(password);
            await page.getByRole('button', { name: gate.unlock }).click();
          }
          await page.waitForURL(address);
          await page.getByRole('heading', { level: 1, name: protectedHeadings.get(basePathOf(route)) }).waitFor();
        } else {
          await page.goto(address);
        }
        // A full-page capture draws past the screen, where blocks laid out only near it (content-visibility:
        // auto) would be blank and lazy images not yet asked for: draw them all, as a visitor scrolling sees
        // them, and capture once every image has arrived and the fonts are in.
        await page.evaluate(async () => {
          for (const element of document.querySelectorAll<HTMLElement>('body *'))
            if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          // decode() settles once the image has arrived and can be drawn; a lazy image that had not been asked
          // for counts as complete until then, so `complete` alone would let the capture leave it blank.
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        const name = `${basePathOf(route) === '/' ? 'home' : basePathOf(route).slice(1)}-${localeOfPath(route)}-${width}-${theme}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
