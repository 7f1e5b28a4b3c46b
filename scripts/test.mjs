// `pnpm test`: every test, phase by phase, with each phase's time (and the machine's load beside it,
// for the figures are only comparable on a quiet machine). Phases that do not wait for each other
// run side by side; a failing phase stops the run once the phases beside it have finished.
//   node scripts/test.mjs [--only=typecheck,lint,unit,build,e2e,compat]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The second e2e half moves every port 50 further (build/apps.mjs: no port of the first is met).
const PORT_OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const times = [];
// The last lines of every failed task, printed again under the table: a CI log that shows only its
// end still says why the run failed.
const TAIL_LINES = 40;
const failures = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
// The CPU time the whole machine spent busy (every process, the servers the tests start included),
// in seconds, from /proc/stat: a phase's share says whether it waits on the processor (busy about
// wall × cores: only less work makes it shorter) or on something else (then more side by side would).
const CORES = availableParallelism();
function busySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return NaN;
  }
}

/** Runs one command, its output's lines prefixed with the task's name when others run beside it. */
function run(name, command, { prefix }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail = [];
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      const write = (line) => {
        to.write(prefix ? `[${name}] ${line}\n` : `${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      };
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        lines.forEach(write);
      });
      from.on('end', () => rest && write(rest));
    }
    child.on('close', (code) => {
      if (code !== 0) failures.push({ name, tail });
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, seconds, code, load: load() });
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s (load ${load()})`);
      resolve(code === 0);
    });
  });
}

/** A task: one command, or several one after the other (each timed), stopping at the first that fails. */
async function task(name, command, options) {
  if (typeof command === 'string') return run(name, command, options);
  for (const [sub, subCommand] of command) if (!(await run(`${name}: ${sub}`, subCommand, options))) return false;
  return true;
}

/** One phase: its tasks side by side. */
async function phase(name, tasks) {
  const chosen = tasks.filter(([task]) => !only || only.includes(task) || only.includes(name));
  if (!chosen.length) return;
  const started = Date.now();
  const busy = busySeconds();
  console.log(`── ${name} (load ${load()})`);
  const before = times.length;
  const ok = await Promise.all(chosen.map(([name, command]) => task(name, command, { prefix: chosen.length > 1 })));
  const cpu = busySeconds() - busy;
  // A phase of one command is its own line; one of several gets a line of its own.
  if (times.length === before + 1) times[before].cpu = cpu;
  else times.push({ name: `${name} (phase)`, seconds: (Date.now() - started) / 1000, code: ok.every(Boolean) ? 0 : 1, load: load(), cpu });
  if (!ok.every(Boolean)) finish(1);
}

/** "412 s busy (97% of 2 cores)": the machine's CPU time in a phase, and its share of what the cores had. */
const cpuText = (t) =>
  t.cpu === undefined || Number.isNaN(t.cpu) || !t.seconds
    ? ''
    : `   ${t.cpu.toFixed(0)} CPU-s (${Math.round((100 * t.cpu) / (t.seconds * CORES))}% of ${CORES} cores)`;

function finish(code) {
  console.log('\nphase                          seconds   load (1, 5, 15 min) at its end   machine CPU busy in the phase');
  for (const t of times)
    console.log(`${t.name.padEnd(30)} ${t.seconds.toFixed(1).padStart(7)}   ${t.load}${t.code ? '   FAILED' : ''}${cpuText(t)}`);
  for (const { name, tail } of failures) {
    console.log(`\n── ${name} failed; its last ${tail.length} lines:`);
    for (const line of tail) console.log(`   ${line}`);
  }
  process.exit(code);
}

const PHASES = [
  [
    'static checks',
    [
      ['typecheck', 'pnpm run typecheck'],
      ['lint', 'pnpm run lint'],
    ],
  ],
  [
    'unit',
    [
      // The api's suite (its own workers and databases) beside the browser-less DOM suites of every
      // package as one jest run (jest.dom.config.cjs), each with two workers: the DOM files fill the
      // second core while the api waits on its databases, and both cores once the api is done.
      ['api', 'pnpm --filter ./api run test'],
      ['dom', 'pnpm exec jest -c jest.dom.config.cjs --maxWorkers=2'],
    ],
  ],
  ['build', [['build', 'pnpm run build']]],
  [
    'e2e',
    // The two halves of the e2e run (e2e/playwright.config.ts), each with its own servers and database.
    ['sweep', 'journeys'].map((project, i) => [
      `e2e ${project}`,
      `FCS_PORT_OFFSET=${PORT_OFFSET + i * 50} pnpm --filter ./e2e exec playwright test --project=${project}`,
    ]),
  ],
  // Each app's last release beside today's build, both ways, and a rollback (scripts/compat.mjs).
  ['compat', [['compat', `FCS_PORT_OFFSET=${PORT_OFFSET} node scripts/compat.mjs`]]],
];

const started = Date.now();
const busyAtStart = busySeconds();
for (const [name, tasks] of PHASES) await phase(name, tasks);
times.push({ name: 'total', seconds: (Date.now() - started) / 1000, code: 0, load: load(), cpu: busySeconds() - busyAtStart });
finish(0);
