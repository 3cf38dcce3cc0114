// Lighthouse's performance score (and its FCP, LCP, TBT and CLS) for pages of the running server, as a signed-in
// member, on desktop and on Lighthouse's simulated mobile (a slow phone on a slow 4G line), in Debian's Chromium.
// Lighthouse throttles by simulation, so the figures depend less on this machine's load than a stopwatch does,
// but they still move by a few hundredths from run to run: the bench prints them, nothing asserts them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { cookieHeader, signedInState } from './signedInState';

export interface LighthouseScore { label: string; formFactor: 'desktop' | 'mobile'; performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }

export async function measureLighthouse(baseUrl: string, member: { email: string; password: string }, pages: { label: string; path: string }[]): Promise<LighthouseScore[]> {
  const signer = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const cookie = await signedInState(signer, baseUrl, member).then(cookieHeader).finally(() => signer.close());
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const { label, path } of pages) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        // A run that fails inside Chromium (an error page, no paint recorded) is tried once more, and its reason printed.
        let lhr;
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } }, formFactor === 'desktop' ? desktopConfig : undefined);
          lhr = result?.lhr;
          if (lhr && !lhr.runtimeError && lhr.categories['performance']?.score != null) break;
          console.log(`  lighthouse ${label} ${formFactor}, attempt ${attempt}: ${lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no score'}`);
        }
        if (!lhr) continue;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        scores.push({
          label, formFactor, performance: lhr.categories['performance']?.score ?? Number.NaN,
          fcpMs: audit('first-contentful-paint'), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
