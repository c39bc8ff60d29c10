// First-load JavaScript of each page as a browser downloads it: every script response Chromium receives
// while the page loads with a cold cache, until the network is quiet (no request for QUIET_MS, the page's
// event stream and clock reads aside), summed in gzip bytes as they came over the wire (a script the
// server sent uncompressed counts its gzip size). That includes what the build's manifests do not list:
// chunks that <Link> prefetches, forms and panels loaded right after hydration, a module loaded twice.
// Pages are loaded connected as alice (the token and proposal pages differ when connected); the widget
// is loaded as a partner's page embeds it: a page on the dashboard's origin with /embed.js and one
// <trade-widget>, so the loader and the widget's frame both count.
// Goals: every page ≤ 200 KB, the home page ≤ 180 KB, the widget ≤ 190 KB (in English), and the widget in
// each other language (its locale attribute) at most 15 KB over the English widget.
// Usage: node bench/bundle.mjs [--json] [--list: each script, marked when it was asked for after the load event]   (the dashboard on PORT, default 3100, with its simulator
// on SIMULATOR_PORT, default 4100; started with scripts/start.mjs when nothing answers there)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchSetup, dashboardAt, stopDashboard } from './support/pages.mjs';

const KB = 1024;
const PAGE_GOAL = 200 * KB;
const HOME_GOAL = 180 * KB;
const WIDGET_GOAL = 190 * KB;
/** What the widget in another language may add to the English widget's first load. */
const LOCALE_EXTRA = 15 * KB;
/** The widget's languages besides English (lib/embed/locales.ts). */
const WIDGET_LOCALES = ['es', 'de', 'zh-CN', 'ja'];
/** The network is quiet after this long without a request. */
const QUIET_MS = 2_000;
const MAX_LOAD_MS = 30_000;
const json = process.argv.includes('--json');
const list = process.argv.includes('--list');

const setup = benchSetup();
const { base, simulatorPort, chromePath } = setup;
const simulator = `http://127.0.0.1:${simulatorPort}`;

/** Requests that never end or repeat while a page is open: they do not keep the network busy. */
const background = (request) =>
  request.resourceType() === 'eventsource' || /\/api\/(time|stream)\b/.test(new URL(request.url()).pathname);

/** Loads `url` in a fresh context (cold cache) until the network is quiet; answers its script responses. */
async function scriptsOf(browser, url, { cookies = [], html = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  if (html) await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const page = await context.newPage();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const scripts = [];
  const frameHtml = [];
  let loaded = false;
  const after = new WeakSet();
  page.on('request', (request) => {
    if (loaded) after.add(request);
    if (background(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request) => {
    if (!inFlight.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', async (request) => {
    try {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/embed/trade') {
        // The widget's frame document carries its words (the language's catalogue, in the page's data).
        const body = await (await request.response())?.body().catch(() => null);
        if (body) frameHtml.push(gzipSync(body).length);
      }
      if (request.resourceType() === 'script') {
        const response = await request.response();
        const sizes = await request.sizes();
        const encoding = (await response?.headerValue('content-encoding')) ?? null;
        const body = encoding === 'gzip' ? null : await response?.body().catch(() => null);
        const gzip = encoding === 'gzip' ? sizes.responseBodySize : body ? gzipSync(body).length : 0;
        scripts.push({ url: request.url(), gzip, afterLoad: after.has(request) });
      }
    } finally {
      done(request);
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  const started = Date.now();
  while (Date.now() - started < MAX_LOAD_MS) {
    if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return { scripts, frameHtml: frameHtml.reduce((sum, n) => sum + n, 0) };
}

let child = null;
try {
  child = await dashboardAt(base, setup);
  const world = await (await fetch(`${simulator}/__sim/world`)).json();
  const mintOf = (symbol) => world.tokens.find((token) => token.symbol === symbol).mint;
  const quill = mintOf('QUILL');
  const lumen = mintOf('LUMEN');
  const grass = mintOf('GRASS');
  const lumenOpen = world.proposals.find((p) => p.mint === lumen && p.note.startsWith('open')).proposal;

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // alice's session, through the simulator's consent screen.
    const login = await browser.newContext();
    const page = await login.newPage();
    await page.goto(`${base}/api/auth/login`);
    await page.check('input[name="user"][value="alice"]');
    await Promise.all([page.waitForURL(`${base}/**`), page.click('button[value="approve"]')]);
    const cookies = await login.cookies(base);
    await login.close();

    const host = `${base}/__bench/widget-host`;
    const targets = [
      { name: 'home', path: '/', goal: HOME_GOAL },
      { name: 'activity', path: '/activity', goal: PAGE_GOAL },
      { name: 'my governance', path: '/me', goal: PAGE_GOAL },
      { name: 'token (QUILL)', path: `/tokens/${quill}`, goal: PAGE_GOAL },
      { name: 'proposal (LUMEN #2)', path: `/tokens/${lumen}/proposals/${lumenOpen}`, goal: PAGE_GOAL },
      { name: 'propose (QUILL)', path: `/tokens/${quill}/propose`, goal: PAGE_GOAL },
      {
        name: 'widget (/embed/trade)',
        url: host,
        goal: WIDGET_GOAL,
        html: `<!doctype html><title>Partner</title><script src="/embed.js" async></script><trade-widget mint="${grass}" side="buy"></trade-widget>`,
      },
      // The widget in each other language it speaks: at most LOCALE_EXTRA over the English widget's figure.
      ...WIDGET_LOCALES.map((locale) => ({
        name: `widget, locale=${locale}`,
        url: `${host}-${locale}`,
        goal: null,
        locale,
        html: `<!doctype html><title>Partner</title><script src="/embed.js" async></script><trade-widget mint="${grass}" side="buy" locale="${locale}"></trade-widget>`,
      })),
    ];
    const rows = [];
    for (const target of targets) {
      const { scripts, frameHtml } = await scriptsOf(browser, target.url ?? `${base}${target.path}`, {
        cookies,
        html: target.html ?? null,
      });
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const english = rows.find((row) => row.page === 'widget (/embed/trade)');
      rows.push({
        page: target.name,
        scripts: scripts.length,
        gzipBytes: gzip,
        frameHtmlGzipBytes: frameHtml || null,
        goal: target.goal ?? (english ? english.gzipBytes + LOCALE_EXTRA : WIDGET_GOAL),
        list: scripts,
      });
    }

    if (json) {
      console.log(
        JSON.stringify(
          rows.map(({ list: _list, ...row }) => row),
          null,
          2,
        ),
      );
    } else {
      const kb = (n) => `${(n / KB).toFixed(1)} KB`;
      const width = Math.max(...rows.map((row) => row.page.length));
      console.log(`First-load JS fetched by Chromium (cold cache, until the network is quiet), gzip\n`);
      console.log(`${'Page'.padEnd(width)}  Scripts  ${'Fetched'.padStart(9)}  Goal`);
      for (const row of rows) {
        const met = row.gzipBytes <= row.goal ? 'met' : 'OVER';
        console.log(
          `${row.page.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${kb(row.gzipBytes).padStart(9)}  ≤ ${kb(row.goal)} ${met}` +
            (row.frameHtmlGzipBytes ? `   (the frame's HTML: ${kb(row.frameHtmlGzipBytes)})` : ''),
        );
        if (list)
          for (const script of [...row.list].sort((a, b) => b.gzip - a.gzip))
            console.log(
              `    ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}${script.afterLoad ? '  (after load)' : ''}`,
            );
      }
    }
    if (rows.some((row) => row.gzipBytes > row.goal)) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  if (child) stopDashboard(child);
}
