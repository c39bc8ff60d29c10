// Lighthouse (mobile preset) on the dashboard's pages as alice sees them (home, a token page – QUILL of the
// simulator's seed – one of its proposals, its propose page, /me, the inbox and the trade widget), against
// the built dashboard with its simulator, started here by scripts/start.mjs (which builds first when the
// build is missing or stale). Chromium is Debian's (/usr/bin/chromium or CHROME_PATH); no browser is
// downloaded (Lighthouse itself is installed on first use: bench/support/bench-tools.mjs).
// The goals are set against the site floor measured in the same run: /connect/problem, the framework and the
// site's layout with nothing interactive of the page's own. Each page's median performance score must be
// within 3 points of the floor's median, its total blocking time within 100 ms of the floor's, accessibility
// and best practices 100, and CLS ≤ 0.02. Prints, from the median run of each page, the scores, CLS, LCP and
// TBT against those goals (each run's performance score is listed too).
// Before measuring, each page is loaded twice in the same browser, so that the dashboard's first requests
// (its code compiling, its caches filling) do not run beside a measured load on this 2-core machine.
// Figures depend on the machine's load: run it when the machine is quiet.
// With --baselines it then also scores, as references rather than goals, each page's server HTML and CSS
// with its scripts left out: how far the pages' JavaScript sits above what the page would score without it.
// Usage: node bench/lighthouse.mjs [--runs N] [--baselines] [--only name,name] [--json] [--save DIR]
// (PORT default 3100, SIMULATOR_PORT default 4100); --only measures the pages whose names start with one of
// the words given (the floor is always measured); --save writes each page's median report (Lighthouse's JSON)
// into DIR, to read its long tasks.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { benchSetup, CHROME_FLAGS, connectAndFindPages, warmPages, withDashboard } from './support/pages.mjs';
import { benchTools } from './support/bench-tools.mjs';
import { numberArg, wordArg } from './support/cli.mjs';

const { lighthouse, chromeLauncher, puppeteer } = await benchTools();

const setup = benchSetup();
const { simulatorPort, base, chromePath } = setup;
const runs = Math.max(1, numberArg('runs', 1) || 1);
const save = wordArg('save', null);
const saveDir = save === null ? null : path.resolve(save);
const baselines = process.argv.includes('--baselines');
const only = wordArg('only', null)?.split(',') ?? null;
/** Against the site floor's median in the same run: performance within 3 points, TBT within 100 ms. */
const GOALS = {
  performanceBelowFloor: 3,
  tbtAboveFloorMs: 100,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
};
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    // Accessibility and best-practices audits that did not pass, to say what to fix.
    failing: ['accessibility', 'best-practices'].flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const node = lhr.audits[ref.id]?.details?.items?.[0]?.node;
          return node?.selector ? `${ref.id} at ${node.selector}` : ref.id;
        }),
    ),
  };
}

/** `runs` Lighthouse runs of `url` in the launched Chromium, keeping its cookies and caches. */
async function measure(url) {
  const measured = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      },
    );
    measured.push({ figures: figures(result.lhr), report: result.report });
  }
  return measured;
}

/**
 * A server on a free port that answers each page's path with the dashboard's HTML of it (read now, as the
 * connected person) without its scripts, and passes every other request (styles, fonts, icons) through.
 */
async function serveWithoutScripts(origin, pages, cookie) {
  const html = new Map();
  for (const page of pages) {
    const text = await (await fetch(`${origin}${page.path}`, { headers: { cookie } })).text();
    html.set(
      page.path,
      text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas="script"[^>]*>/g, ''),
    );
  }
  const server = http.createServer(async (request, response) => {
    const page = html.get(request.url);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page);
    }
    try {
      const upstream = await fetch(`${origin}${request.url}`, { headers: { cookie } });
      const headers = {};
      for (const name of ['content-type', 'cache-control']) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      response.writeHead(upstream.status, headers);
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

let chrome;
let htmlServer;
let chosen = [];
const results = [];
const floor = { name: 'site floor', path: '/connect/problem' };
await withDashboard(setup, async () => {
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    // Lighthouse keeps the session cookie (`disableStorageReset`).
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const targets = await connectAndFindPages(browser, { base, simulatorPort });
    chosen = only === null ? targets : targets.filter((t) => only.some((word) => t.name.startsWith(word)));
    await warmPages(browser, base, [floor, ...chosen]);
    // The session cookie, as a Cookie header, for reading the pages' HTML outside the browser.
    const cookie = (await browser.cookies())
      .filter((c) => c.domain === new URL(base).hostname)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    await browser.disconnect();
    const measureAll = async (list, baseline = false) => {
      for (const target of list) {
        const measured = await measure(target.url ?? `${base}${target.path}`);
        // The median run by performance (of an even number, the lower of the two middle ones).
        measured.sort((a, b) => a.figures.performance - b.figures.performance);
        const median = measured[Math.floor((measured.length - 1) / 2)];
        const allPerformance = measured.map((m) => m.figures.performance);
        results.push({ page: target.name, path: target.path, baseline, ...median.figures, allPerformance });
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(
            path.join(saveDir, `${target.name.split(/[ ,]/)[0]}${baseline ? '-baseline' : ''}.json`),
            median.report,
          );
        }
      }
    };
    await measureAll([floor], true);
    await measureAll(chosen);
    if (baselines) {
      // What the pages would score without any of our JavaScript: each page's server HTML and CSS with its
      // scripts left out (served from a second port, everything else passed through to the dashboard).
      htmlServer = await serveWithoutScripts(base, chosen, cookie);
      const stripped = chosen.map((t) => ({
        name: `${t.name.split(' ')[0]}, no JS`,
        path: t.path,
        url: `${htmlServer.origin}${t.path}`,
      }));
      const warmStripped = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await warmPages(warmStripped, htmlServer.origin, stripped);
      await warmStripped.disconnect();
      await measureAll(stripped, true);
    }
  } finally {
    htmlServer?.close();
    await chrome?.kill();
  }
});

const floorResult = results.find((r) => r.page === floor.name);
const met = (r) =>
  r.performance >= floorResult.performance - GOALS.performanceBelowFloor &&
  r.tbtMs <= floorResult.tbtMs + GOALS.tbtAboveFloorMs &&
  r.accessibility >= GOALS.accessibility &&
  r.bestPractices >= GOALS.bestPractices &&
  r.cls <= GOALS.cls;
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { goals: GOALS, runs, pages: results.map((r) => (r.baseline ? r : { ...r, met: met(r) })) },
      null,
      2,
    ),
  );
} else {
  const runsText = (r) => (runs > 1 ? `  (runs: ${r.allPerformance.join(', ')})` : '');
  const row = (r, scores) =>
    `${r.page.padEnd(16)}  ${String(r.performance).padStart(4)}  ${scores}  ${r.cls.toFixed(3).padStart(5)}  ` +
    `${(r.lcpMs / 1000).toFixed(2).padStart(5)} s  ${Math.round(r.tbtMs).toString().padStart(5)} ms`;
  console.log(
    `\nLighthouse, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page. Goals: ` +
      `performance ≥ the site floor's − ${GOALS.performanceBelowFloor}, TBT ≤ the floor's + ` +
      `${GOALS.tbtAboveFloorMs} ms, accessibility ${GOALS.accessibility}, best practices ` +
      `${GOALS.bestPractices}, CLS ≤ ${GOALS.cls}\n`,
  );
  console.log('Page              Perf  A11y  Best   CLS     LCP      TBT     Δ perf   Δ TBT    Goals');
  console.log(
    `${row(floorResult, '          ')}  (the site floor: /connect/problem)${runsText(floorResult)}`,
  );
  for (const r of results.filter((r) => !r.baseline))
    console.log(
      `${row(r, `${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}`)}  ` +
        `${String(r.performance - floorResult.performance).padStart(6)}  ` +
        `${`${Math.round(r.tbtMs - floorResult.tbtMs)} ms`.padStart(8)}   ${met(r) ? 'met' : 'NOT MET'}` +
        `${runsText(r)}${r.failing.length ? `  (failing: ${r.failing.join(', ')})` : ''}`,
    );
  const stripped = results.filter((r) => r.baseline && r !== floorResult);
  if (stripped.length > 0) {
    console.log("\nBaselines, not goals: each page's server HTML and CSS with its scripts left out.\n");
    for (const r of stripped) console.log(`${row(r, '          ')}${runsText(r)}`);
  }
}
process.exit(0);
