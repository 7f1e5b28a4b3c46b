// Lighthouse (the npm package) on Debian's Chromium: the performance of one page, mobile and
// desktop presets, the median of several runs each; and its accessibility score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from './portal.mjs';

const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * @returns {Promise<{ score: number, lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number,
 *   min: { score: number }, max: { lcpMs: number, tbtMs: number }, runs: object[] }>}
 *   medians of `runs` runs, the worst run of each, and every run; benchmarkIndex is Lighthouse's
 *   measure of the host's CPU (its 4× mobile slowdown assumes 1500–2000), to compare figures taken
 *   on different machines
 */
export async function lighthouseMedian(url, { formFactor = 'mobile', runs = 5, onRun } = {}) {
  const chrome = await launch();
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
      onRun?.(results.at(-1), i);
    }
    return {
      score: median(results.map((r) => r.score)),
      lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(results.map((r) => r.tbtMs))),
      cls: Number(median(results.map((r) => r.cls)).toFixed(3)),
      benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex))),
      min: { score: Math.min(...results.map((r) => r.score)) },
      max: { lcpMs: Math.round(Math.max(...results.map((r) => r.lcpMs))), tbtMs: Math.round(Math.max(...results.map((r) => r.tbtMs))) },
      runs: results,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's accessibility score of a page (0–100) and the audits it failed, on a phone. One run:
 * the audits (axe-core underneath) do not depend on the machine's speed.
 * @returns {Promise<{ score: number, failed: string[] }>}
 */
export async function lighthouseAccessibility(url) {
  const chrome = await launch();
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] };
    const { lhr } = await lighthouse(url, flags);
    const category = lhr.categories.accessibility;
    const failed = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    return { score: Math.round((category.score ?? 0) * 100), failed };
  } finally {
    await chrome.kill();
  }
}
