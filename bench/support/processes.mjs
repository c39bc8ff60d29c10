// The processes a bench starts (simulators, dashboards): each in a process group of its own, stopped with
// its children, all of them when the bench ends or is interrupted (then `cleanup` runs too).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

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

/** The pid of the dashboard's server process (scripts/serve.mjs: Next behind its front door) under `child`, its launcher. */
export function serverPid(child) {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(child.pid)], { encoding: 'utf8' });
    const server = out.split('\n').find((line) => line.includes('serve.mjs'));
    return Number(server?.trim().split(/\s+/)[0]) || null;
  } catch {
    return null;
  }
}

/** RSS (MB) of the dashboard's server process, not its launcher. */
export function rssMb(child) {
  const pid = serverPid(child);
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ: the unit of /proc/<pid>/stat's utime and stime on Linux

/** CPU seconds `pid` has used (user + system, from /proc/<pid>/stat), NaN when it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU seconds used by every process in `child`'s process group (a balancer and its workers). */
export function groupCpuSeconds(child) {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '-g', String(child.pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((line) => line.trim())
      .reduce((sum, pid) => sum + cpuSeconds(Number(pid)), 0);
  } catch {
    return NaN;
  }
}

/** The sockets `pid` holds open (its file descriptors that are sockets: TCP, the store's, Next's own). */
export function socketCount(pid) {
  try {
    let sockets = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`))
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
      } catch {
        // closed while counted
      }
    return sockets;
  } catch {
    return NaN;
  }
}
