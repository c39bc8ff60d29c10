// The main thread's blocking time while a page loads, read from Chromium's own trace rather than
// Lighthouse's simulation: the pages of bench/support/pages.mjs (home, a token page – QUILL – one of its
// proposals, its propose page, /me, the inbox and the trade widget), each loaded N times by Debian's Chromium
// with the CPU slowed 4× (Lighthouse's mobile preset) and the cache off. Per load it prints the first
// contentful paint and the blocking time after it (the sum over the main thread's tasks of
// what each spends beyond 50 ms, as Lighthouse's TBT counts it), and the longest task; then the mean.
// `--tasks` then profiles one more load and lists each of its long tasks with what ran in it (script
// evaluation, style, layout, and the functions sampled most often, by name: build with `next build
// --no-mangling` to read React's and our own); the profiler slows that load, so its tasks run longer.
// `--simulated` loads at full speed instead and counts each task four times as long, as Lighthouse's mobile
// preset does (it observes a load at full speed and scales its tasks): a 15 ms task counts as 60 ms, 10 ms
// of blocking. Its figures follow the tasks that make Lighthouse's blocking time, which a slowed load can
// order differently.
// `--beyond-floor` first loads the site floor (/connect/problem: the framework and the layout) and then
// leaves out of each page's figures the tasks that mostly evaluate a script the floor loads too: the
// framework's own start, the same on every page, whose place around the first paint moves from load to
// load. What is left is what the page adds.
// Figures depend on the machine's load: run it when the machine is quiet.
// Usage: node bench/long-tasks.mjs [--runs N] [--tasks] [--simulated] [--beyond-floor]
//        [--page home|token|proposal|propose|me|inbox|widget]
//        (PORT default 3100, SIMULATOR_PORT default 4100; CHROME_PATH default /usr/bin/chromium)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSetup, CHROME_FLAGS, connectAndFindPages, withDashboard } from './support/pages.mjs';
import { benchTools } from './support/bench-tools.mjs';
import { numberArg, wordArg } from './support/cli.mjs';

const { puppeteer } = await benchTools();

const setup = benchSetup();
const { simulatorPort, base, chromePath } = setup;
const runs = Math.max(1, numberArg('runs', 3) || 3);
const only = wordArg('page', undefined);
const showTasks = process.argv.includes('--tasks');
const simulated = process.argv.includes('--simulated');
const beyondFloor = process.argv.includes('--beyond-floor');
const FLOOR_PATH = '/connect/problem';
// Either the CPU is slowed 4× for real, or the load runs at full speed and its tasks count 4× as long.
const CPU_SLOWDOWN = simulated ? 1 : 4;
const TASK_SCALE = simulated ? 4 : 1;
const LONG_US = 50_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'blink.user_timing',
];
// V8's sampling profiler names the functions in each task, but it slows the load it watches (a token page's
// blocking time about doubles), so the measured loads run without it and `--tasks` profiles one more.
const PROFILED = [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler'];

/** The page's main thread in a trace: the renderer thread that painted the first contentful paint. */
function mainThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const named = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.navigationId === fcp.args?.data?.navigationId,
  );
  return { pid: fcp.pid, tid: named?.tid ?? fcp.tid, fcpTs: fcp.ts, startTs: navigation?.ts ?? null };
}

/** The CPU profile's samples on `thread`: each sample's time and its stack's function names. */
function samplesOf(events, thread) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile') time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push({ id, time });
    });
  }
  const stackOf = (id) => {
    const names = new Set();
    for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const { functionName, url } = node.callFrame;
      if (!functionName || functionName.startsWith('(')) continue;
      names.add(
        `${functionName} ${String(url ?? '')
          .split('/')
          .pop()}`,
      );
    }
    return names;
  };
  return { samples, stackOf };
}

/** The scripts a load evaluated (by URL, inline ones left out). */
function scriptsOf(events, pageUrl) {
  return new Set(
    events
      .filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url && e.args.data.url !== pageUrl)
      .map((e) => e.args.data.url),
  );
}

/**
 * One measured load: FCP, blocking time after it, the longest task, and the long tasks themselves; with
 * `common` (script URLs), without the tasks that spend most of their time evaluating one of those.
 */
function measure(events, common = null) {
  const thread = mainThread(events);
  if (thread.startTs === null) throw new Error('the trace has no start of the navigation');
  const start = thread.startTs;
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid && e.dur * TASK_SCALE > LONG_US,
  );
  const evaluations = common
    ? events.filter(
        (e) => e.name === 'EvaluateScript' && e.pid === thread.pid && common.has(e.args?.data?.url),
      )
    : [];
  const isCommon = (task) =>
    evaluations.some((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > task.dur / 2);
  // Only what runs after the first paint blocks a person who sees the page, as Lighthouse's TBT counts.
  const after = tasks.filter((task) => task.ts + task.dur > thread.fcpTs && !isCommon(task));
  const blockingUs = after.reduce(
    (sum, task) =>
      sum + Math.max(0, (task.ts + task.dur - Math.max(task.ts, thread.fcpTs)) * TASK_SCALE - LONG_US),
    0,
  );
  return {
    fcpMs: (thread.fcpTs - start) / 1000,
    blockingMs: blockingUs / 1000,
    longestMs: (Math.max(0, ...after.map((t) => t.dur)) * TASK_SCALE) / 1000,
    tasks: after.map((task) => ({ task, at: (task.ts - start) / 1000 })),
    thread,
  };
}

/** What ran in each long task: the trace's own events over 5 ms, and the most sampled functions. */
function describeTasks(events, measured) {
  const { samples, stackOf } = samplesOf(events, measured.thread);
  for (const { task, at } of measured.tasks) {
    const inside = events
      .filter(
        (e) =>
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur &&
          e.dur > 5_000 &&
          e.name !== 'RunTask' &&
          !e.name.startsWith('ThreadController'),
      )
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` (${e.args.data.url.split('/').pop()})` : ''} ${Math.round(e.dur / 1000)}`,
      );
    const counted = TASK_SCALE === 1 ? '' : ` (counts as ${Math.round((task.dur * TASK_SCALE) / 1000)} ms)`;
    console.log(
      `    task at ${Math.round(at)} ms, ${Math.round(task.dur / 1000)} ms${counted}: ${inside.join(', ')}`,
    );
    const counts = new Map();
    const within = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur);
    for (const sample of within)
      for (const name of stackOf(sample.id)) counts.set(name, (counts.get(name) ?? 0) + 1);
    const top = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, count]) => `${Math.round((100 * count) / within.length)}% ${name}`);
    if (top.length) console.log(`      ${top.join(' · ')}`);
  }
}

const fmt = (ms) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const traceDir = mkdtempSync(path.join(tmpdir(), 'long-tasks-'));
let browser;
await withDashboard(setup, async () => {
  try {
    browser = await puppeteer.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS,
    });
    const pages = await connectAndFindPages(browser, { base, simulatorPort });
    /** A tab on `target`, visited once unmeasured (the server's first render of the route), that traces loads. */
    const open = async (target) => {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle2' });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const traceLoad = async (name, categories) => {
        await page.goto('about:blank');
        const file = path.join(traceDir, `${name}.json`);
        await page.tracing.start({ path: file, categories });
        await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
        // Long enough for what the page does after its load (hydration, its first reads, lazy chunks).
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await page.tracing.stop();
        const json = JSON.parse(readFileSync(file, 'utf8'));
        return Array.isArray(json) ? json : json.traceEvents;
      };
      return { traceLoad, close: () => page.close() };
    };
    let common = null;
    if (beyondFloor) {
      const floor = await open({ path: FLOOR_PATH });
      common = scriptsOf(await floor.traceLoad('floor', CATEGORIES), `${base}${FLOOR_PATH}`);
      await floor.close();
    }
    console.log(
      `Blocking time after first contentful paint, ${
        simulated ? 'full speed with each task counted 4× (as Lighthouse simulates)' : '4× CPU slowdown'
      }, cache off, ${runs} loads per page${
        common ? `; without the tasks that evaluate the floor's ${common.size} scripts` : ''
      }\n`,
    );
    for (const target of pages.filter((p) => !only || p.name.startsWith(only))) {
      const { traceLoad, close } = await open(target);
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(measure(await traceLoad(run, CATEGORIES), common));
      const profiled = showTasks ? await traceLoad('profiled', PROFILED) : null;
      await close();
      const mean = (key) => loads.reduce((sum, load) => sum + load[key], 0) / loads.length;
      console.log(
        `${target.name.padEnd(16)} blocking ${loads.map((l) => fmt(l.blockingMs)).join(' / ')}  ` +
          `(mean ${fmt(mean('blockingMs'))}); longest task after it mean ${fmt(mean('longestMs'))}; FCP mean ${fmt(mean('fcpMs'))}`,
      );
      if (profiled) {
        const measured = measure(profiled, common);
        console.log(`  one more load, profiled: blocking ${fmt(measured.blockingMs)}, its long tasks:`);
        describeTasks(profiled, measured);
      }
    }
  } finally {
    await browser?.close();
    rmSync(traceDir, { recursive: true, force: true });
  }
}).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
