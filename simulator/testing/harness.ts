import { createServer, type AddressInfo } from 'node:net';
import { buildSimulator, type SimulatorServer } from '../app';
import type { ModuleFactories } from '../core/modules';
import type { Sim } from '../core/sim';

export interface RunningSimulator {
  url: string;
  sim(): Sim;
  server: SimulatorServer;
  /** `fetch` relative to the simulator's URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts a simulator on 127.0.0.1 with a free port for a test. Time moves only through the control API
 * unless `followWallClock` is set, so tests are deterministic.
 */
export async function startSimulator(
  modules: ModuleFactories,
  options: { dashboardPort?: number; followWallClock?: boolean; startUnix?: bigint } = {},
): Promise<RunningSimulator> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await buildSimulator(
    {
      dashboardPort: options.dashboardPort ?? 3000,
      publicUrl: url,
      startUnix: options.startUnix ?? 1_800_000_000n,
      followWallClock: options.followWallClock ?? false,
    },
    modules,
  );
  await server.app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    sim: server.sim,
    server,
    request: (path, init) => fetch(`${url}${path}`, init),
    close: () => server.app.close(),
  };
}

/** A port free on loopback now, so the world can be built with its public URL before listening. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** JSON helpers for table-driven HTTP cases. */
export async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export function bearer(token: string, body?: unknown): RequestInit {
  return {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
