// The journeys' servers (playwright.config.ts): one `npm start` a worker (scripts/start.mjs: a simulator
// and a dashboard over a store of its own), each with the settings E2E_SERVERS gives it (a JSON list of
// { url, env }). With the build current they start side by side; otherwise the first starts alone and
// builds it, then the others start together. "Every journey server answers" is printed once each one's
// url answers (Playwright waits for that line). SIGTERM stops them as an operator would and waits for
// each to close its store; a server that stops on its own stops the others and this process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsFresh } from '../scripts/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((child) => child.exitCode ?? new Promise((resolve) => child.once('exit', resolve))),
  ).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function start({ url, env }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push(child);
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`The journey server for ${url} stopped (exit code ${code}).`);
    stop(1);
  });
  while (!stopping) {
    const answered = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const [first, ...rest] = servers;
if (buildIsFresh()) await Promise.all(servers.map(start));
else {
  await start(first);
  await Promise.all(rest.map(start));
}
if (!stopping) console.log('Every journey server answers.');
