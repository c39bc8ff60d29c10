import type { ChildProcess } from 'node:child_process';

/**
 * Waits until `url` answers, polling every 250 ms for up to a minute: with any status when `anyStatus` (a
 * server that answers 503 is listening), else below 500. Gives up at once when `child`, the process that
 * should answer, stopped.
 */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  what: string,
  { anyStatus = false } = {},
): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} stopped while starting (exit ${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (anyStatus || response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within 60 s`);
}
