// The Track page as a visitor on a phone meets it (issue 21), and the status page of a status link,
// the other island: the gzipped JS each fetches before the visitor first interacts, and Lighthouse
// mobile run by run, each with the machine's load beside it (the CPU is shared: judge a score by its
// TBT and LCP and by the JS size, which is deterministic).
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { lighthouseMedian } from './lighthouse.mjs';

export const TRACK_BUDGETS = { jsBeforeInteractionKb: 120, score: 95, tbtMs: 150, lcpMs: 2000 };
/** The status page (/s/<token>): at most 100 KB of JS, LCP within 1.5 s, a score of 95 in every run. */
export const STATUS_BUDGETS = { jsBeforeInteractionKb: 100, score: 95, tbtMs: 150, lcpMs: 1500 };

/** What each island's page shows once it is usable, for jsBeforeInteraction. */
export const READY = {
  track: (page) => page.getByRole('button', { name: 'Track', exact: true }),
  status: (page) => page.getByTestId('status-current'),
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Records every JS response of `page`, gzipped at level 9, by URL. */
export function recordJs(page) {
  const seen = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    try {
      seen.set(url, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // redirects have no body
    }
  });
  return { seen, total: () => [...seen.values()].reduce((a, b) => a + b, 0) };
}

/**
 * Opens an island's page (the Track page unless `ready` says another) in a phone-sized context and
 * waits until the page is usable and the network has been quiet (no interaction yet): the JS fetched
 * by then is what a visitor pays before their first tap. The full shell, which the Track page loads
 * only on intent or once the visitor has left it untouched for a while, is not counted.
 */
export async function jsBeforeInteraction(browser, url, { verbose = false, ready = READY.track } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const js = recordJs(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page).waitFor();
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const bytes = js.total();
  if (verbose) for (const [u, n] of [...js.seen.entries()].sort((a, b) => b[1] - a[1])) console.log(kb(n).padStart(10), u);
  await context.close();
  return { bytes, shown: kb(bytes), files: js.seen.size, load: load() };
}

/** Lighthouse mobile on `url`, `runs` times, each run printed with the load; medians, worst and runs. */
export async function trackLighthouse(url, runs = 5) {
  // Any island's page (the name is the Track page's, which measured first).
  return lighthouseMedian(url, {
    formFactor: 'mobile',
    runs,
    onRun: (r, i) =>
      console.log(
        `Lighthouse mobile run ${i + 1}/${runs}: score ${r.score}, TBT ${Math.round(r.tbtMs)} ms, LCP ${(r.lcpMs / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}, benchmarkIndex ${r.benchmarkIndex} (load ${load()})`,
      ),
  });
}

/** The Track page's budgets of issue 21 as bench rows: [what, shown, limit, met]. */
export const trackBudgetRows = (js, mobile) => islandBudgetRows('Track page', js, mobile, TRACK_BUDGETS);

/** An island page's budgets as bench rows, its name first on the rows of its own. */
export function islandBudgetRows(name, js, mobile, b) {
  const rows = [
    [
      `${name} JS before the first interaction (gzip)`,
      js.shown,
      `≤ ${b.jsBeforeInteractionKb} KB`,
      js.bytes <= b.jsBeforeInteractionKb * 1024,
    ],
  ];
  // The Track page's rows keep their names (issue 21's); another page's say whose they are.
  const prefix = name === 'Track page' ? '' : `${name}: `;
  if (mobile) {
    rows.push(
      [
        `${prefix}Lighthouse mobile score, worst of ${mobile.runs.length}`,
        String(mobile.min.score),
        `≥ ${b.score}`,
        mobile.min.score >= b.score,
      ],
      [`${prefix}Lighthouse mobile score, median`, String(mobile.score), `≥ ${b.score}`, mobile.score >= b.score],
      [`${prefix}Lighthouse mobile TBT, median`, `${mobile.tbtMs} ms`, `≤ ${b.tbtMs} ms`, mobile.tbtMs <= b.tbtMs],
      [`${prefix}Lighthouse mobile TBT, worst`, `${mobile.max.tbtMs} ms`, `≤ ${b.tbtMs} ms`, mobile.max.tbtMs <= b.tbtMs],
      [`${prefix}Lighthouse mobile LCP, median`, `${(mobile.lcpMs / 1000).toFixed(2)} s`, `≤ ${b.lcpMs / 1000} s`, mobile.lcpMs <= b.lcpMs],
      [
        `${prefix}Lighthouse mobile LCP, worst`,
        `${(mobile.max.lcpMs / 1000).toFixed(2)} s`,
        `≤ ${b.lcpMs / 1000} s`,
        mobile.max.lcpMs <= b.lcpMs,
      ],
    );
  }
  return rows;
}
