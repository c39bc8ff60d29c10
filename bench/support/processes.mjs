// The processes a bench starts (simulators, dashboards): each in a process group of its own, stopped with
// its children, all of them when the bench ends or is interrupted (then `cleanup` runs too).
import { execFileSync, spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function benchProcesses(root, cleanup = () => {}) {
  const children = [];
  /** Starts `node script ...args` in `root` with `env` added (logs at warn), its stderr shown. */
  function start(script, args, env) {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    children.push(child);
    return child;
  }
  /** Stops `child` (its process group) and resolves once it exited (or 15 s passed). */
  function stop(child) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return Promise.resolve();
    }
    return Promise.race([exited, sleep(15_000)]);
  }
  /** Stops every process started (without waiting) and cleans up. */
  function stopAll() {
    for (const child of children)
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    cleanup();
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  return { start, stop, stopAll };
}

/** RSS (MB) of the dashboard's server process (scripts/serve.mjs: Next behind its front door), not its launcher. */
export function rssMb(child) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(child.pid)], { encoding: 'utf8' });
    const server = out.split('\n').find((line) => line.includes('serve.mjs'));
    return (Number(server?.trim().split(/\s+/)[0]) || NaN) / 1024;
  } catch {
    return NaN;
  }
}
