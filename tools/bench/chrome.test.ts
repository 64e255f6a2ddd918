import { describe, expect, it } from 'vitest';
import { benchChromeFlags, featuresOff, withFeaturesOff } from './chrome.ts';

const disabled = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features='));

describe('withFeaturesOff', () => {
  it('adds the features to the one --disable-features switch, keeping those already listed', () => {
    const flags = withFeaturesOff(['--headless=new', '--disable-features=Translate,MediaRouter', '--no-sandbox'], ['WebUIOmniboxPopup']);
    expect(flags).toEqual(['--headless=new', '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup', '--no-sandbox']);
  });

  it('adds a switch when there is none, and lists no feature twice', () => {
    expect(withFeaturesOff(['--no-sandbox'], ['A', 'B'])).toEqual(['--no-sandbox', '--disable-features=A,B']);
    expect(withFeaturesOff(['--disable-features=A'], ['A', 'B'])).toEqual(['--disable-features=A,B']);
  });
});

describe('benchChromeFlags', () => {
  it("starts Chromium with one --disable-features switch holding chrome-launcher's list and the omnibox popup", () => {
    const [only, ...more] = disabled(benchChromeFlags());
    expect(more).toEqual([]);
    const features = only?.split('=')[1]?.split(',') ?? [];
    expect(features).toEqual(expect.arrayContaining([...featuresOff, 'Translate']));
    expect(benchChromeFlags()).toEqual(expect.arrayContaining(['--headless=new', '--proxy-server=http://127.0.0.1:9']));
  });
});
