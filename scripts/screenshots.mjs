// Full-page screenshots of every route at 390 and 1440 px, light and dark,
// from the production build: `npm run build:test && npm run screenshots`.
// Written to screenshots/ (not committed).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './find-chromium.mjs';
import { testPassword } from './test-password.mjs';

const port = Number(process.env.PORT ?? 4390);
const base = `http://localhost:${port}`;
const routes = (process.env.ROUTES ?? '/,/about,/stayforlong,/huru,/clubberize,/lowtaux,/hypo,/private,/mango,/missing-page').split(',');
const password = testPassword;

const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 800));
await mkdir('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: await requireChromium(), args: chromiumArgs });
try {
  for (const theme of ['light', 'dark']) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(base);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const route of routes) {
        if (route === '/mango') {
          await page.goto(`${base}/private`);
          await page.waitForLoadState('networkidle');
          await page.getByPlaceholder('Enter password').fill(password);
          await page.getByRole('button', { name: 'Unlock' }).click();
          await page.waitForURL(`${base}/mango`);
          await page.getByRole('heading', { level: 1, name: 'Mango' }).waitFor();
        } else {
          await page.goto(`${base}${route}`);
        }
        await page.waitForLoadState('networkidle');
        // Bring lazy images in before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const name = `${route === '/' ? 'home' : route.slice(1)}-${width}-${theme}.png`;
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
