import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { catalogueError } from '@/lib/partner';
import { applyConfigPatch, simConfigPatchSchema } from '../core/config';
import { faultSchema } from '../core/faults';
import type { Sim } from '../core/sim';
import { sendError } from '../http/reply';

const clockSchema = z
  .object({
    advanceSeconds: z
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600),
  })
  .strict();
const userPatchSchema = z.object({ tradingEnabled: z.boolean() }).strict();

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const message = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body.';
  return sendError(reply, catalogueError('invalid_input', { message }));
}

/** The seed as JSON: hosts, apps, people, tokens and proposals. */
export function describeWorld(sim: Sim) {
  return {
    ...sim.urls,
    nowUnix: String(sim.nowUnix()),
    clients: [...sim.clients.values()].map((c) => ({
      clientId: c.clientId,
      apiKey: c.apiKey,
      name: c.name,
      tier: c.tier,
      live: c.live,
      suspended: c.suspended,
      redirectUris: c.redirectUris,
      allowedScopes: c.allowedScopes,
      feeWallet: c.feeWallet,
      caps: {
        maxTradeLamports: c.caps.maxTradeLamports?.toString() ?? null,
        dailyVolumeCapLamports: c.caps.dailyVolumeCapLamports?.toString() ?? null,
      },
    })),
    users: [...sim.users.values()].map((u) => ({
      id: u.id,
      username: u.username,
      wallet: u.wallet,
      tradingEnabled: u.tradingEnabled,
    })),
    tokens: [...sim.tokens.values()].map((t) => ({
      mint: t.mint,
      name: t.metadata.name,
      symbol: t.metadata.symbol,
      venue: sim.market.venueOf(t.mint),
      governance: sim.governance.governanceOf(t.mint),
      note: t.note,
    })),
    proposals: sim.governance.describeProposals(),
  };
}

/**
 * `/__sim/*`: the control API for tests and demos. `reset` rebuilds the world from the seed through the
 * `rebuild` callback the server supplies, which says whether the dashboard was told (then it shows the new
 * world at once; otherwise only once its cached reads expire, 15 s at most).
 */
export function registerControlRoutes(
  app: FastifyInstance,
  current: () => Sim,
  rebuild: () => Promise<{ sim: Sim; dashboardTold: boolean }>,
) {
  app.get('/__sim/world', async () => describeWorld(current()));

  app.get('/__sim/stats', async () => current().stats.toJSON());

  app.post('/__sim/clock', async (request, reply) => {
    const parsed = clockSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const sim = current();
    sim.ledger.advanceClock(BigInt(parsed.data.advanceSeconds));
    return { nowUnix: String(sim.nowUnix()) };
  });

  app.post('/__sim/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    current().faults.add(parsed.data);
    return { faults: current().faults.list() };
  });

  app.delete('/__sim/faults', async () => {
    current().faults.clear();
    return { faults: [] };
  });

  app.post<{ Params: { id: string } }>('/__sim/users/:id', async (request, reply) => {
    const user = current().users.get(request.params.id);
    if (!user) return sendError(reply, catalogueError('not_found', { message: 'No such user.' }));
    const parsed = userPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    user.tradingEnabled = parsed.data.tradingEnabled;
    return { id: user.id, tradingEnabled: user.tradingEnabled };
  });

  app.get('/__sim/config', async () => current().config);

  app.post('/__sim/config', async (request, reply) => {
    const parsed = simConfigPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const sim = current();
    sim.setConfig(applyConfigPatch(sim.config, parsed.data));
    return sim.config;
  });

  app.post('/__sim/reset', async () => {
    const { sim, dashboardTold } = await rebuild();
    return { nowUnix: String(sim.nowUnix()), dashboardTold };
  });
}
