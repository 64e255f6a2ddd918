import AxeBuilder from '@axe-core/playwright';
import { axeTags } from '../support/browser-checks.ts';
import type { Locator, Page } from '@playwright/test';
import { about } from '../../app/features/content/content.server.ts';
import { addressOf, expect, gotoReady as gotoPage, holdPageScript, privateSlug, test, unlock, storageKeys, studyOf } from './support.ts';

/** The Huru case study's images, in reading order, with the caption of their block. */
const huruImages = studyOf('huru').sections.flatMap((section) =>
  section.blocks.flatMap((block) =>
    block.kind === 'images' ? block.images.map((image) => ({ alt: image.alt, caption: block.caption })) : [],
  ),
);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });
/** The slide on screen: the lightbox keeps its neighbours in the page, hidden. */
const currentImage = (page: Page) => dialog(page).locator('.yarl__slide_current img');
const trigger = (page: Page, alt: string) => page.getByRole('main').getByRole('link', { name: alt, exact: true });

/** Waits until the lightbox's trigger has taken over the page's images: each then announces its dialog. */
const controllerReady = (page: Page) => expect(page.locator('main [data-zoomable]').first()).toHaveAttribute('aria-haspopup', 'dialog');

async function gotoReady(page: Page, path: string) {
  await gotoPage(page, path);
  await controllerReady(page);
}

/** The Huru case study, reached from the home page by its card: Back from it goes home. */
async function huruFromHome(page: Page) {
  await gotoPage(page, '/');
  await page.getByRole('link', { name: /Huru/ }).click();
  await expect(page).toHaveURL(addressOf('/huru'));
  await controllerReady(page);
}

/** How far the image on screen is zoomed in (1: fitted to the screen). */
const zoomLevel = (page: Page) =>
  dialog(page)
    .locator('.yarl__slide_current .yarl__slide_wrapper')
    .evaluate((el) => Number((el as HTMLElement).style.transform.match(/scale\(([\d.]+)\)/)?.[1] ?? 1));

async function expectShowing(page: Page, alt: string) {
  await expect(currentImage(page)).toHaveAttribute('alt', alt);
  await expect(currentImage(page)).toBeVisible();
}

test.describe('lightbox', () => {
  test('a click opens the image large with its caption and alt text; Escape closes it and focus returns', async ({ page }) => {
    await gotoReady(page, '/huru');
    const second = huruImages[1]!;
    const link = trigger(page, second.alt);
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expectShowing(page, second.alt);
    await expect(dialog(page).getByText(second.alt, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(page).toHaveURL('/huru');
  });

  test('closing it is not a navigation: the page reloads no data and never lets go of its images', async ({ page }) => {
    await gotoReady(page, '/huru');
    // The router's data for a page is its `.data` file: fetched again, the page would be rebuilt from it.
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    // Every moment an image stops announcing its dialog, it is a plain link again: a tap then leaves for the file.
    await page.evaluate(() => {
      const released: string[] = [];
      (window as unknown as { released: string[] }).released = released;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.matches('[data-zoomable]') && target.getAttribute('aria-haspopup') !== 'dialog')
            released.push(target.getAttribute('href') ?? '');
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-haspopup'] });
    });
    const [first, second, third] = huruImages.slice(1, 4);
    await trigger(page, first!.alt).click();
    await expectShowing(page, first!.alt);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await trigger(page, second!.alt).click();
    await expectShowing(page, second!.alt);
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    // A router would ask for the page's data as Back is handled: two frames later, it would have.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(dataRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { released: string[] }).released)).toEqual([]);
    await trigger(page, third!.alt).click();
    await expectShowing(page, third!.alt);
    await expect(page).toHaveURL('/huru');
  });

  test('Enter and Space open it from the keyboard; arrows browse; focus stays inside; the close button closes', async ({ page }) => {
    await gotoReady(page, '/huru');
    const first = trigger(page, huruImages[0]!.alt);
    await first.focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, huruImages[0]!.alt);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, huruImages[1]!.alt);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, huruImages[2]!.alt);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, huruImages[1]!.alt);

    // Tab never reaches the page behind: the rest of the page is inert while the dialog is open.
    const inDialog: boolean[] = [];
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab');
      const where = await dialog(page).evaluate((el) =>
        el.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'none'
            : document.activeElement?.outerHTML,
      );
      expect(['dialog', 'none']).toContain(where);
      inDialog.push(where === 'dialog');
    }
    expect(inDialog.filter(Boolean).length).toBeGreaterThan(5);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(first).toBeFocused();

    await page.keyboard.press(' ');
    await expectShowing(page, huruImages[0]!.alt);
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await expectShowing(page, huruImages[1]!.alt);
    await dialog(page).getByRole('button', { name: 'Previous' }).click();
    await expectShowing(page, huruImages[0]!.alt);
  });

  test('the browser’s Back button closes it and stays on the page, where it was', async ({ page }) => {
    await huruFromHome(page);
    const link = trigger(page, huruImages[3]!.alt);
    await link.scrollIntoViewIfNeeded();
    // Where the page rests once the blocks brought on screen are drawn (image blocks are laid out only near the screen).
    const settled = () =>
      page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
      );
    await expect.poll(async () => (await settled()) === (await settled())).toBe(true);
    const scrolled = await settled();
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(addressOf('/huru'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huru');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // One more Back leaves for the page before, as it would have without the lightbox.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('closing by Escape leaves no extra history entry behind', async ({ page }) => {
    await huruFromHome(page);
    await trigger(page, huruImages[0]!.alt).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('a press on the image while the lightbox fades out opens it again, and Back still closes it', async ({ page }) => {
    // The page's timers run on a clock the test holds, so the fade-out lasts until the test lets it end.
    await page.clock.install();
    await huruFromHome(page);
    const first = trigger(page, huruImages[0]!.alt);
    await first.focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, huruImages[0]!.alt);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.keyboard.press('Escape');
    // Closing: focus is back on the image, the dialog still fading out.
    await expect(first).toBeFocused();
    await expect(dialog(page)).toHaveCount(1);
    await page.keyboard.press(' ');
    // Well past the fade-out: the lightbox pressed open is still open.
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expectShowing(page, huruImages[0]!.alt);
    await expect(dialog(page)).toHaveCount(1);
    // The reopened lightbox gets its own history entry, once the closed one's is gone: Back closes it, on the page.
    await expect.poll(() => page.evaluate(() => (window.history.state as { lightbox?: true } | null)?.lightbox)).toBe(true);
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(addressOf('/huru'));
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('the largest file of an image is fetched only when the lightbox opens', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoReady(page, '/huru');
    // A two-image block: the page draws each at half width, from a smaller file.
    const link = trigger(page, huruImages[1]!.alt);
    await link.scrollIntoViewIfNeeded();
    const candidates = await link.locator('source').first().getAttribute('srcset');
    const widest = candidates!
      .split(',')
      .map((entry) => entry.trim().split(/\s+/)[0]!)
      .at(-1)!;
    await expect.poll(() => link.locator('img').evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    expect(requested).not.toContain(widest);
    await link.click();
    await expectShowing(page, huruImages[1]!.alt);
    await expect.poll(() => requested).toContain(widest);
    await expect.poll(() => currentImage(page).evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)).toBe(widest);
  });

  test('a click before the page script has arrived opens the image file itself', async ({ page }) => {
    // The page script is held back, never released: the page stays what the prerendered HTML is.
    await holdPageScript(page);
    // (An async script held back holds the load event back too.)
    await page.goto('/huru', { waitUntil: 'domcontentloaded' });
    const link = trigger(page, huruImages[0]!.alt);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\.webp$/);
    await expect(link).not.toHaveAttribute('aria-haspopup');
    await link.click();
    await expect(page).toHaveURL(href!);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a desktop, the zoom control enlarges the image and brings it back', async ({ page }) => {
    await gotoReady(page, '/huru');
    await trigger(page, huruImages[1]!.alt).click();
    await expectShowing(page, huruImages[1]!.alt);
    expect(await zoomLevel(page)).toBe(1);
    await dialog(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(1);
    await dialog(page).getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => zoomLevel(page)).toBe(1);
  });

  test('with reduced motion it opens and browses without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/huru');
    const running = () => page.evaluate(() => document.getAnimations().filter((a) => Number(a.effect?.getTiming().duration) > 1).length);
    await trigger(page, huruImages[0]!.alt).click();
    await expect(dialog(page)).toBeVisible();
    expect(await running()).toBe(0);
    // No fade: the dialog's opacity changes in at most 1 ms, and it is fully shown from the next frame on.
    expect(parseFloat(await dialog(page).evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThanOrEqual(0.001);
    await expect.poll(() => dialog(page).evaluate((el) => getComputedStyle(el).opacity), { timeout: 1000 }).toBe('1');
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, huruImages[1]!.alt);
    expect(await running()).toBe(0);
  });

  test('with motion allowed it fades in', async ({ page }) => {
    await gotoReady(page, '/huru');
    await trigger(page, huruImages[0]!.alt).click();
    await expect(dialog(page)).toBeVisible();
    // The fade lasts 200 ms: it can be seen running, or has just run.
    const durations = await dialog(page).evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(durations)).toBeGreaterThan(0);
  });

  test('about page: every gallery item opens, and the video plays in the lightbox', async ({ page }) => {
    await gotoReady(page, '/about');
    const items = about.galleries.flatMap((gallery) => gallery.items);
    const video = items.find((item) => item.mediaType === 'video')!;
    const image = items.find((item) => item.mediaType === 'image')!;
    await page.getByRole('main').getByRole('link', { name: image.alt, exact: true }).click();
    await expectShowing(page, image.alt);
    await page.keyboard.press('Escape');

    await page
      .getByRole('main')
      .getByRole('link', { name: `Play larger: ${video.alt}` })
      .click();
    const player = dialog(page).locator('.yarl__slide_current video');
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((v) => !(v as HTMLVideoElement).paused)).toBe(true);
    await expect(dialog(page).getByText(video.alt, { exact: true })).toBeVisible();
  });

  test('the unlocked protected case study’s images open too', async ({ page }) => {
    await unlock(page);
    await expect(page).toHaveURL(addressOf(`/${privateSlug}`));
    const first = studyOf(privateSlug).sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === 'images' ? block.images : [])),
    )[0]!;
    // Its images exist only decrypted, inlined: each is a button rather than a link to a file.
    const button = page.getByRole('main').getByRole('button', { name: first.alt, exact: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    await expectShowing(page, first.alt);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations with the lightbox open (${theme})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [storageKeys.theme, theme] as const);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await gotoReady(page, '/huru');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await trigger(page, huruImages[1]!.alt).click();
        await expectShowing(page, huruImages[1]!.alt);
        const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});

test.describe('lightbox on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  /** A one-finger swipe across the slide, as touch pointer events. */
  async function swipe(page: Page, target: Locator, dx: number) {
    const box = (await target.boundingBox())!;
    const y = box.y + box.height / 2;
    const x0 = box.x + box.width / 2 - dx / 2;
    await target.dispatchEvent('pointerdown', {
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x0,
      clientY: y,
      button: 0,
      buttons: 1,
    });
    for (let step = 1; step <= 6; step++) {
      await target.dispatchEvent('pointermove', {
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x0 + (dx * step) / 6,
        clientY: y,
        buttons: 1,
      });
    }
    await target.dispatchEvent('pointerup', {
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x0 + dx,
      clientY: y,
      button: 0,
      buttons: 0,
    });
  }

  /** Touch pointers pressed, moved and lifted on the image within one task, as fingers do. */
  async function touch(page: Page, script: [type: string, id: number, dx: number, dy: number][]) {
    await currentImage(page).evaluate((img, steps) => {
      const box = img.getBoundingClientRect();
      const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
      for (const [type, id, dx, dy] of steps) {
        const down = type !== 'pointerup';
        img.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerId: id,
            pointerType: 'touch',
            isPrimary: id === 1,
            clientX: cx + dx,
            clientY: cy + dy,
            buttons: down ? 1 : 0,
          }),
        );
      }
    }, script);
  }

  test('a double tap zooms in, and pinching out zooms in too', async ({ page }) => {
    await gotoReady(page, '/huru');
    await trigger(page, huruImages[1]!.alt).tap();
    await expectShowing(page, huruImages[1]!.alt);
    expect(await zoomLevel(page)).toBe(1);
    await touch(page, [
      ['pointerdown', 1, 0, 0],
      ['pointerup', 1, 0, 0],
      ['pointerdown', 1, 0, 0],
      ['pointerup', 1, 0, 0],
    ]);
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(1);

    await page.keyboard.press('Escape');
    await trigger(page, huruImages[2]!.alt).tap();
    await expectShowing(page, huruImages[2]!.alt);
    expect(await zoomLevel(page)).toBe(1);
    await touch(page, [
      ['pointerdown', 1, -20, 0],
      ['pointerdown', 2, 20, 0],
      ...[1, 2, 3, 4, 5].flatMap((step): [string, number, number, number][] => [
        ['pointermove', 1, -20 - step * 20, 0],
        ['pointermove', 2, 20 + step * 20, 0],
      ]),
      ['pointerup', 1, -120, 0],
      ['pointerup', 2, 120, 0],
    ]);
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(1);
  });

  test('a tap opens it; swiping left and right browses', async ({ page }) => {
    await gotoReady(page, '/huru');
    await trigger(page, huruImages[0]!.alt).tap();
    await expectShowing(page, huruImages[0]!.alt);
    const surface = dialog(page).locator('.yarl__container');
    await swipe(page, surface, -240);
    await expectShowing(page, huruImages[1]!.alt);
    await swipe(page, surface, 240);
    await expectShowing(page, huruImages[0]!.alt);
  });
});
