// Lighthouse's mobile profile, applied to a puppeteer page through the
// DevTools protocol: 4× slower CPU, slow 4G, a Moto G Power's screen with touch.
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import type { Page } from 'puppeteer-core';

const { mobileSlow4G, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR } = throttling;
const screen = screenEmulationMetrics.mobile;
if (!screen) throw new Error('Lighthouse has no mobile screen profile any more (screenEmulationMetrics.mobile): see docs/upgrading.md.');

/**
 * The profile's nominal figures (150 ms round trip, 1.6 Mbps down, 750 kbps
 * up), as the issue measured them, not the slower ones Lighthouse derives for
 * DevTools throttling (which adds its latency per request).
 */
export const mobileProfile = {
  cpuSlowdown: mobileSlow4G.cpuSlowdownMultiplier,
  latencyMs: mobileSlow4G.rttMs,
  downloadKbps: mobileSlow4G.throughputKbps,
  uploadKbps: mobileSlow4G.uploadThroughputKbps / DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  viewport: { width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true, hasTouch: true },
  userAgent: userAgents.mobile,
};

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

/** Applies the profile to a fresh page, before it loads anything: nothing cached, every request throttled. */
export async function applyMobileProfile(page: Page): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileProfile.latencyMs,
    downloadThroughput: bytesPerSecond(mobileProfile.downloadKbps),
    uploadThroughput: bytesPerSecond(mobileProfile.uploadKbps),
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown });
  await page.setViewport(mobileProfile.viewport);
  await page.setUserAgent(mobileProfile.userAgent);
}
