// `npm run simulator`: the partner service simulator on SIMULATOR_PORT (default 4010).
import { buildSimulator } from './app';
import { applyConfigPatch, defaultSimConfig, simConfigPatchSchema } from './core/config';
import { simulatorModules } from './modules';

/** SIMULATOR_CONFIG: a JSON patch of the simulator's settings (as POST /__sim/config), kept across resets. */
function configFromEnv() {
  const raw = process.env.SIMULATOR_CONFIG;
  if (!raw) return undefined;
  const parsed = simConfigPatchSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    console.error(
      `SIMULATOR_CONFIG is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    process.exit(1);
  }
  return applyConfigPatch(defaultSimConfig(), parsed.data);
}

const port = Number(process.env.SIMULATOR_PORT ?? 4010);
const dashboardPort = Number(process.env.PORT ?? 3000);
const host = process.env.SIMULATOR_HOST ?? '127.0.0.1';
const publicUrl =
  process.env.SIMULATOR_PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

/**
 * With SIMULATOR_RESET_SECRET (`npm start` makes one and gives it to both), a reset tells the dashboard on
 * PORT, which then drops what it read of the old world instead of showing it until it expires.
 */
async function tellDashboard(): Promise<boolean> {
  const secret = process.env.SIMULATOR_RESET_SECRET;
  if (!secret) return false;
  const origin = `http://127.0.0.1:${dashboardPort}`;
  try {
    const response = await fetch(`${origin}/api/sim/world-reset`, {
      method: 'POST',
      // The dashboard's cross-site guard asks every write for its own origin and this header.
      headers: { authorization: `Bearer ${secret}`, origin, 'x-requested-with': 'simulator' },
      signal: AbortSignal.timeout(5_000),
    });
    return response.status === 204;
  } catch {
    return false;
  }
}

const server = await buildSimulator(
  {
    dashboardPort,
    publicUrl,
    control: process.env.SIMULATOR_CONTROL !== 'off',
    config: configFromEnv(),
    afterReset: tellDashboard,
  },
  simulatorModules,
);
await server.app.listen({ port, host });
const { authUrl, baseUrl, rpcUrl } = server.sim().urls;
console.log(`Partner service simulator
  {auth_url}  ${authUrl}   (consent screen at /oauth/authorize)
  {base_url}  ${baseUrl}   (/oauth/token, /oauth/revoke, /partner/v1/…)
  RPC         ${rpcUrl}
  control     ${process.env.SIMULATOR_CONTROL === 'off' ? 'off' : `${baseUrl}/__sim/world`}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.app.close().then(() => process.exit(0));
  });
}
