// The interaction bench: each route and control (controls.ts) on Lighthouse's
// mobile profile (profile.ts), each run a fresh page in a fresh browser
// context (no cache, no storage). The page records the control's paint, every
// press and the answer (recorder.ts); from here the control is pressed with
// real input through the DevTools protocol as soon as the page reports it
// painted, and again every 100 ms until it answers.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { pageIsReady } from '../../testing/page-ready.ts';
import { compileInlineScript } from '../../build/inline-script.ts';
import { launchBenchChrome } from '../chrome.ts';
import { interactionBudget } from '../budgets.ts';
import { pressEvent, type Control, type Measurement } from './controls.ts';
import { bindingName, configGlobal, recordGlobal, type PageRecord, type RecorderConfig } from './page-record.ts';
import { applyMobileProfile } from './profile.ts';
import { runFigures, summariseInteraction, type InteractionRow, type RunFigures } from './report.ts';

/** Between presses, and between typed characters. */
const pressIntervalMs = 100;
/** How often the bench's own event loop is sampled for its delay. */
const loopSampleMs = 1;
/** The longest a control is pressed without an answer before the run gives up on it. */
const giveUpMs = 15_000;
/** The longest the bench waits for the page to paint the control. */
const paintTimeoutMs = 30_000;

const recorder = compileInlineScript(fileURLToPath(new URL('./recorder.ts', import.meta.url)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = { origin: string; basePath: string; chromePath: string; runs: number; password: string };

/** The control's centre in the viewport, scrolled into view first when it is not in it. */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    let rect = element.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      rect = element.getBoundingClientRect();
    }
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, selector);
  if (!point) throw new Error(`${selector} is gone from the page.`);
  return point;
}

type Point = { x: number; y: number };

/**
 * A tap: the touch and the lift sent together, in order. DevTools holds each
 * touch it is sent until the page has drawn another frame, and replies only
 * once the touch is in: a lift sent after that reply (as puppeteer's
 * `touchscreen.tap` does) reaches the page a round trip and another such wait
 * after its touch, a pause no finger makes (decision 028).
 */
async function tap(session: CDPSession, { x, y }: Point) {
  const touchPoints = [{ x: Math.round(x), y: Math.round(y), radiusX: 0.5, radiusY: 0.5, force: 0.5, id: 0 }];
  await Promise.all([
    session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints }),
    session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints }),
  ]);
}

/** One press of the control, at `point` (its centre), as a visitor makes it. */
async function pressOnce(page: Page, session: CDPSession, control: Control, point: Point, pressNumber: number) {
  switch (control.press) {
    case 'tap':
      await tap(session, point);
      return;
    case 'enter':
    case 'fill-then-enter':
      await page.keyboard.press('Enter');
      return;
    case 'space':
      await page.keyboard.press('Space');
      return;
    case 'hover':
      // From outside the control onto it: pointerover and pointerenter, as a pointer arriving makes them.
      await page.mouse.move(1, 1);
      await page.mouse.move(point.x, point.y);
      return;
    case 'tab':
      // Back to the element before it, then Tab onto it again.
      if (pressNumber > 0) {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      }
      await page.keyboard.press('Tab');
      return;
    default:
      return;
  }
}

/** Where the control is pressed: its centre, as the page reported it once it had it on screen. */
async function pointOf(page: Page, control: Control, centre: Point | undefined): Promise<Point> {
  return centre ?? centreOf(page, control.target);
}

/** The page is ready (its script started) and the address has stopped moving. */
async function settle(page: Page) {
  await page.waitForFunction(pageIsReady, { timeout: giveUpMs }).catch(() => undefined);
  await sleep(1000);
}

async function measureOnce(
  browser: Browser,
  url: string,
  control: Control,
  password: string,
): Promise<{ record: PageRecord; figures: RunFigures }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await applyMobileProfile(page);
    // Painted: laid out (the page says so, with where it is) and the first contentful paint made
    // (the page says so, or the browser, whichever is first).
    let centre: Point | undefined;
    let laidOut = false;
    let firstPaint = false;
    let painted: () => void = () => undefined;
    const paintedPromise = new Promise<void>((resolve) => (painted = resolve));
    const whenPainted = () => laidOut && firstPaint && painted();
    let answered = false;
    await page.exposeFunction(bindingName, (what: string, at?: Point) => {
      if (what === 'laid out') [laidOut, centre] = [true, at];
      if (what === 'painted') firstPaint = true;
      if (what === 'answered') answered = true;
      whenPainted();
    });
    const session = await page.createCDPSession();
    await session.send('Page.enable');
    await session.send('Page.setLifecycleEventsEnabled', { enabled: true });
    let navigated = false;
    session.on('Page.lifecycleEvent', ({ name }) => {
      // `init` starts the measured document (the blank page before it paints nothing).
      if (name === 'init') navigated = true;
      if (navigated && name === 'firstContentfulPaint') {
        firstPaint = true;
        whenPainted();
      }
    });
    const config: RecorderConfig = {
      target: control.target,
      pressEvent: pressEvent(control.press),
      answer: control.answer,
      then: control.then?.selector,
      focus: control.press === 'enter' || control.press === 'space' ? 'target' : control.press === 'tab' ? 'before-target' : undefined,
    };
    await page.evaluateOnNewDocument(`window[${JSON.stringify(configGlobal)}] = ${JSON.stringify(config)};\n${recorder}`);
    const loading = page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch((error: Error) => error);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      paintedPromise,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${url}: ${control.target} was not painted within ${paintTimeoutMs / 1000} s.`)),
          paintTimeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));

    const started = Date.now();
    const timedOut = () => Date.now() - started > giveUpMs;
    if (control.press === 'none') {
      while (!answered && !timedOut()) await sleep(pressIntervalMs);
    } else if (control.press === 'type') {
      await tap(session, await pointOf(page, control, centre));
      await page.keyboard.type(password, { delay: pressIntervalMs });
      await settle(page);
    } else {
      const point = await pointOf(page, control, centre);
      if (control.press === 'fill-then-enter') {
        await tap(session, point);
        // One input of the whole password (Input.insertText), so Enter can follow at once.
        await page.keyboard.sendCharacter(password);
      }
      for (let press = 0; !answered && !timedOut(); press += 1) {
        // The first press goes where the page said at once; later ones find the control again, since
        // the app may have scrolled the page (restoring its position) or moved things meanwhile.
        const at = press === 0 || !(control.press === 'tap' || control.press === 'hover') ? point : await centreOf(page, control.target);
        await pressOnce(page, session, control, at, press);
        await sleep(pressIntervalMs);
      }
      if (control.then) {
        await page
          .waitForFunction(
            (global) => (window as unknown as Record<string, PageRecord>)[global]?.thenPaintedAt !== undefined,
            { timeout: giveUpMs },
            recordGlobal,
          )
          .catch(() => undefined);
      }
    }
    await loading;
    const record = await page.evaluate(
      (global, field) => {
        const record = (window as unknown as Record<string, PageRecord>)[global] as PageRecord;
        const input = field ? document.querySelector<HTMLInputElement>(field) : null;
        return { ...record, presses: [...record.presses], fieldValue: input?.value };
      },
      recordGlobal,
      control.answer.kind === 'input' ? control.answer.field : '',
    );
    return { record, figures: runFigures(record, control, password) };
  } finally {
    await context.close();
  }
}

/** Every route and control, `runs` times each; one row per route and control (and per reported figure). */
export async function measureInteraction(plan: Measurement[], { origin, basePath, chromePath, runs, password }: Options) {
  // Each press is sent from here: a late event loop here is a late press there, so its delay is
  // reported beside the figures.
  const loopDelay = monitorEventLoopDelay({ resolution: loopSampleMs });
  loopDelay.enable();
  const chrome = await launchBenchChrome(chromePath);
  const rows: InteractionRow[] = [];
  const records: { route: string; control: string; records: PageRecord[] }[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const urlOf = (route: string) => `${origin}${basePath}${route.slice(1)}`;
    // The first page after the browser starts is slower (code not yet compiled): one run, not counted.
    const [first] = plan;
    if (first) await measureOnce(browser, urlOf(first.route), first.control, password);
    for (const { route, control } of plan) {
      const results: { record: PageRecord; figures: RunFigures }[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, urlOf(route), control, password));
      const summary = summariseInteraction(
        route,
        control,
        results.map((result) => result.figures),
        interactionBudget(control.id),
      );
      rows.push(...summary);
      records.push({ route, control: control.id, records: results.map((result) => result.record) });
      for (const row of summary) {
        const lost = row.lost === null ? '' : `, ${row.lost} lost`;
        console.log(`  ${row.route} ${row.label}: ${row.answerMs === null ? 'no answer' : `${row.answerMs} ms`}${lost}`);
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    loopDelay.disable();
  }
  // Beyond the interval the loop is sampled at.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - loopSampleMs) * 10) / 10);
  const benchLoopDelayMs = { median: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
  return { rows, records, benchLoopDelayMs };
}
