// Lighthouse (the npm package) on Debian's Chromium: the performance of one page, mobile and
// desktop presets, the median of several runs each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from './portal.mjs';

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * The CPU slowdown that brings this host to Lighthouse's mobile target. Lighthouse's 4× assumes a
 * high-end desktop host (benchmarkIndex 1500–2000) and warns below 1000 that the score will be too
 * low; its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the
 * multiplier on a weaker host. In proportion: 4 × benchmarkIndex / 1750, between 1 and 4.
 */
export const calibratedSlowdown = (benchmarkIndex) => Math.min(4, Math.max(1, Number(((4 * benchmarkIndex) / 1750).toFixed(2))));

/**
 * @returns {Promise<{ score: number, lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number, cpuSlowdown: number }>}
 *   medians of `runs` runs; `cpuSlowdown` overrides the mobile preset's 4×
 */
export async function lighthouseMedian(url, { formFactor = 'mobile', runs = 5, cpuSlowdown } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cpuSlowdown ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      };
      const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      });
    }
    return {
      score: median(results.map((r) => r.score)),
      lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(results.map((r) => r.tbtMs))),
      cls: Number(median(results.map((r) => r.cls)).toFixed(3)),
      benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex))),
      cpuSlowdown: results[0].cpuSlowdown,
    };
  } finally {
    await chrome.kill();
  }
}
