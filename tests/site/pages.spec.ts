// Every page of the owner's site, in each language: it answers, renders without a script error (the
// console fixture fails a test on any), every control on it answers a press, and axe finds nothing.
import type { Page as Tab } from '@playwright/test';
import { coverToggle, playingAttribute } from '../../app/features/frames/frames-contract.ts';
import { gateField, gateMessage, gateSubmit } from '../../app/features/gate/gate-contract.ts';
import { heroAttribute, heroButton } from '../../app/features/hero/hero-contract.ts';
import { wordsFor } from '../../app/i18n/words.ts';
import { themeAttribute, themeToggle } from '../../app/features/theme/theme-contract.ts';
import { contentIn } from '../../app/features/content/content.server.ts';
import { pageIsReady } from '../../tools/testing/page-ready.ts';
import { axeViolations, expect, test } from '../support/browser-checks.ts';
import { address, labelOf, missingAddresses, pages, privateProjects, projectOf } from './own-site.ts';

const ready = (tab: Tab) => tab.waitForFunction(pageIsReady);

/** A control answers when the attribute its script sets changes after one press. */
async function expectAnswer(tab: Tab, what: string, selector: string, attribute: { on: string; name: string }, at: string) {
  const control = tab.locator(selector).first();
  await expect(control, `${at}: the ${what} is not on the page`).toBeVisible();
  const owner = attribute.on === 'self' ? control : tab.locator(attribute.on);
  const before = await owner.getAttribute(attribute.name);
  await control.click();
  await expect(owner, `${at}: the ${what} did not answer a click (${attribute.name} stayed "${before}")`).not.toHaveAttribute(
    attribute.name,
    before ?? '',
  );
}

const projects = await privateProjects();

for (const page of pages) {
  const at = labelOf(page);
  test(`${page.path}: answers, runs without a script error, its controls answer, axe finds nothing`, async ({ page: tab }) => {
    const response = await tab.goto(address(page.path));
    expect(response?.status(), `${at} did not answer`).toBe(200);
    await ready(tab);

    await test.step('theme toggle', () =>
      expectAnswer(tab, 'theme toggle', themeToggle.selector, { on: 'html', name: themeAttribute }, at));
    if (page.kind === 'home' && contentIn(page.locale).site.heroVariants.length > 1) {
      await test.step('headline', () => expectAnswer(tab, 'headline', heroButton.selector, { on: 'html', name: heroAttribute }, at));
    }
    if (page.kind === 'case-study') {
      await test.step('cover pause/play', () =>
        expectAnswer(tab, 'cover’s pause button', coverToggle.selector, { on: 'self', name: playingAttribute }, at));
    }
    if (page.kind === 'gate' || page.kind === 'private-case-study') {
      await test.step('password gate', async () => {
        await tab.locator(gateField.selector).fill('not the password of this site');
        await tab.locator(gateSubmit.selector).click();
        await expect(tab.locator(gateMessage.selector), `${at}: a wrong password got no answer`).toHaveText(
          wordsFor(page.locale).gate.wrongPassword,
        );
        // Where this environment holds the password the build was made with, it opens the case study.
        const project = projects.find(({ slug }) => slug === projectOf(page));
        if (!project?.password) return;
        await tab.locator(gateField.selector).fill(project.password);
        await tab.locator(gateSubmit.selector).click();
        await expect(tab.getByRole('heading', { level: 1 }), `${at}: the password did not open the case study`).toHaveText(
          project.name(page.locale),
        );
      });
    }

    await test.step('axe', async () => expect(await axeViolations(tab), `${at}: axe`).toEqual([]));
  });
}

for (const missing of missingAddresses) {
  test(`${missing}: an unknown address answers 404 with the not-found page, without a script error`, async ({ page: tab }) => {
    const response = await tab.goto(missing);
    expect(response?.status(), missing).toBe(404);
    await ready(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(tab), `${missing}: axe`).toEqual([]);
  });
}
