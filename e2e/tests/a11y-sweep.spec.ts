import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ROUTE_KEYS, ROUTES, type RouteDef } from '@fcs/shared/model/routes';
import { signInWithPhone } from '../fixtures/auth';
import {
  axeFindings,
  cutPlaceholders,
  describeFindings,
  goInApp,
  namesNotStartingWithText,
  pageOverflow,
  report,
  settle,
  trackRequests,
  type Finding,
} from '../fixtures/a11y';
import { accountOf, fill, paramsFor, roleFor, SWEEP_ROLES, type Account, type SweepRole } from '../fixtures/plan';

// Every route of the plan (the contract's manifest), as a demo account allowed to see it, with real
// ids from the demo data: axe-core's WCAG 2.1 A/AA rules at 1280 and 390 px fail on any serious or
// critical violation, a one-line box's placeholder is never cut there (issue 38), and the page itself
// never scrolls sideways at 640 (200% zoom), 390 or 320 px (WCAG 1.4.10; data tables scroll inside
// their own box). A route added to the manifest is swept without a change here. One signed-in page
// per account serves all its routes, moving within the app as a link does.

const WIDTHS = [1280, 390] as const;
/**
 * The sweep runs in its own process beside the journeys' (playwright.config.ts). Its last routes,
 * tagged @sweep-tail, run in the journeys' process, so that the two end together: the sweep alone
 * ran two minutes after the journeys had finished, on one of the two cores.
 */
const TAIL = 7;
// 640: a 1280 px window at 200% zoom.
const REFLOW_WIDTHS = [640, 390, 320] as const;

interface RolePage {
  page: Page;
  inFlight: () => number;
}

interface Sweep {
  accounts: Account[];
  pageOf(role: SweepRole): Promise<RolePage>;
}

const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use) => {
      const accounts = await Promise.all(SWEEP_ROLES.map(accountOf));
      const open = new Map<SweepRole, Promise<RolePage>>();
      const contexts: BrowserContext[] = [];
      const start = async (role: SweepRole): Promise<RolePage> => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        contexts.push(context);
        const page = await context.newPage();
        const inFlight = trackRequests(page);
        await page.goto('/');
        if (role !== 'anonymous') await signInWithPhone(page, role);
        return { page, inFlight };
      };
      await use({
        accounts,
        pageOf: (role) => {
          if (!open.has(role)) open.set(role, start(role));
          return open.get(role)!;
        },
      });
      await Promise.all(contexts.map((c) => c.close()));
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 90_000 });
// The screens as most people see them, with antd's motion, in either process.
test.use({ reducedMotion: 'no-preference' });

for (const [i, key] of ROUTE_KEYS.entries()) {
  const route = ROUTES[key] as RouteDef;
  const tag = i >= ROUTE_KEYS.length - TAIL ? '@sweep-tail' : '@sweep';
  test(
    `${key} ${route.path}: no serious or critical axe violation and no cut placeholder at 1280 and 390 px, no sideways scrolling`,
    { tag },
    async ({ sweep }) => {
      const account = roleFor(route, sweep.accounts);
      const customer = sweep.accounts.find((a) => a.role === SWEEP_ROLES[2])!;
      const { page, inFlight } = await sweep.pageOf(account.role);
      const problems: string[] = [];
      for (const params of await paramsFor(route, account, customer)) {
        const path = fill(route, params);
        await page.setViewportSize({ width: 1280, height: 900 });
        await goInApp(page, path);
        // The screen is the one the plan names, shown to this account (not "Please log in" or "Not allowed").
        await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await expect(page.locator('main').getByText(/^(Please log in|Not allowed)$/)).toHaveCount(0);
        await settle(page, inFlight);
        // 1280 and 390: axe and the names; 390 and 320: reflow. The page is resized, never reloaded.
        for (const width of [...new Set([...WIDTHS, ...REFLOW_WIDTHS])]) {
          const started = Date.now();
          if (width !== 1280) {
            await page.setViewportSize({ width, height: 900 });
            await settle(page, inFlight, 250);
          }
          const entry: Record<string, unknown> = { key, path, role: account.role, width };
          if ((WIDTHS as readonly number[]).includes(width)) {
            const findings: Finding[] = await axeFindings(page);
            entry.findings = findings.map((f) => ({
              rule: f.rule,
              impact: f.impact,
              nodes: f.targets.length,
              targets: f.targets.slice(0, 8),
            }));
            if (findings.length) problems.push(`${path} as ${account.role} at ${width} px:\n${describeFindings(findings)}`);
            const names = await namesNotStartingWithText(page);
            entry.names = names;
            if (names.length) problems.push(`${path} at ${width} px: names that do not start with their visible text: ${names.join('; ')}`);
            const cut = await cutPlaceholders(page);
            entry.cut = cut;
            if (cut.length) problems.push(`${path} at ${width} px: placeholders cut by their box: ${cut.join('; ')}`);
          }
          if ((REFLOW_WIDTHS as readonly number[]).includes(width)) {
            const overflow = await pageOverflow(page);
            entry.overflow = overflow;
            if (overflow > 1) problems.push(`${path} as ${account.role} at ${width} px: the page scrolls ${overflow} px sideways`);
          }
          report({ ...entry, ms: Date.now() - started });
        }
      }
      if (problems.length) throw new Error(problems.join('\n\n'));
    },
  );
}
