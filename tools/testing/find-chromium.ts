// Which Chromium the browser tests and the benchmark drive: CHROME_PATH, then
// Debian's /usr/bin/chromium, then Playwright's own download, if any.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Keep every request on loopback: Chromium calls outside hosts despite the flags above.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1;localhost;[::1]',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

async function playwrightChromium(): Promise<string | null> {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium(): Promise<string | null> {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightChromium();
}

function canInstallWithApt(): boolean {
  try {
    execFileSync('which', ['apt-get'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

/** Finds Chromium, installing Debian's when running as root with apt-get; otherwise says how. */
export async function requireChromium(): Promise<string> {
  const found = await findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install chromium)…");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    [
      'The browser tests need Chromium, and none was found.',
      'Install one, then run the tests again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  or point CHROME_PATH at a Chrome or Chromium binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}
