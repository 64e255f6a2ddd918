// The Chromium the bench measures in, Lighthouse and the interaction bench
// alike: headless, on loopback only (chromiumArgs), with chrome-launcher's own
// defaults for measuring, and without the browser's omnibox popup. Headless
// Chromium builds that popup as a web page of its own (chrome://omnibox-popup)
// when each new page opens: a second renderer, busy for longer than the
// measured page itself during its load, on the same two cores. What the bench
// measures is the site, not the browser's own interface.
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from '../testing/find-chromium.ts';

/** The browser features the bench turns off: the omnibox popup, in both its forms. */
export const featuresOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const disableFeatures = '--disable-features=';

/**
 * `flags` with `features` added to their one --disable-features switch (or a
 * new one): Chromium honours only the last of several, so they must be one.
 */
export function withFeaturesOff(flags: string[], features: string[]): string[] {
  const existing = flags.find((flag) => flag.startsWith(disableFeatures));
  const listed = existing ? existing.slice(disableFeatures.length).split(',').filter(Boolean) : [];
  const merged = `${disableFeatures}${[...listed, ...features.filter((feature) => !listed.includes(feature))].join(',')}`;
  return existing ? flags.map((flag) => (flag === existing ? merged : flag)) : [...flags, merged];
}

/** Every flag the bench's Chromium starts with. */
export const benchChromeFlags = (): string[] =>
  withFeaturesOff(['--headless=new', ...chromeLauncher.Launcher.defaultFlags(), ...chromiumArgs], featuresOff);

/** A fresh headless Chromium for the bench. */
export const launchBenchChrome = (chromePath: string) =>
  chromeLauncher.launch({ chromePath, chromeFlags: benchChromeFlags(), ignoreDefaultFlags: true });
