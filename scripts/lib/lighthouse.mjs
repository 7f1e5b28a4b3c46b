// Lighthouse (the npm package) on Debian's Chromium: the performance of one page, mobile and
// desktop presets, the median of several runs each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from './portal.mjs';

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * @returns {Promise<{ score: number, lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number }>}
 *   medians of `runs` runs; benchmarkIndex is Lighthouse's measure of the host's CPU (its 4× mobile
 *   slowdown assumes 1500–2000), to compare figures taken on different machines
 */
export async function lighthouseMedian(url, { formFactor = 'mobile', runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    return {
      score: median(results.map((r) => r.score)),
      lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(results.map((r) => r.tbtMs))),
      cls: Number(median(results.map((r) => r.cls)).toFixed(3)),
      benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex))),
    };
  } finally {
    await chrome.kill();
  }
}
