import { buildSimulator, type SimulatorServer } from '@/simulator/app';
import type { ModuleFactories } from '@/simulator/core/modules';
import type { Sim, SimOptions } from '@/simulator/core/sim';
import { freePort } from '../free-port';

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
  options: {
    dashboardPort?: number;
    followWallClock?: boolean;
    startUnix?: bigint;
    scale?: SimOptions['scale'];
  } = {},
): Promise<RunningSimulator> {
  // Free now, so that the world is built with its public URL before it listens.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await buildSimulator(
    {
      dashboardPort: options.dashboardPort ?? 3000,
      publicUrl: url,
      startUnix: options.startUnix ?? 1_800_000_000n,
      followWallClock: options.followWallClock ?? false,
      ...(options.scale ? { scale: options.scale } : {}),
    },
    modules,
  );
  await server.app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    sim: server.sim,
    server,
    request: (path, init) => fetch(`${url}${path}`, init),
    // A test's simulator stops at once: requests still open (a stream, a read a test left) are cut.
    close: () => {
      server.app.server.closeAllConnections();
      return server.app.close();
    },
  };
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

/** Moves the simulator's clock `seconds` ahead (POST /__sim/clock); its answer, as `json` reads it. */
export async function advanceClock(sim: Pick<RunningSimulator, 'request'>, seconds: number) {
  return json(
    await sim.request('/__sim/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: seconds }),
    }),
  );
}
