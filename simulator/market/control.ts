// `/__sim/market/*`: control routes for tests and demos. They act on the world in force (`current()`).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiError, catalogueError, uintString } from '@/lib/partner';
import type { Sim } from '../core/sim';
import { sendError } from '../http/reply';
import { backgroundTrade } from './background';
import { describeToken } from './describe';
import type { Market, MarketToken } from './market';
import { moveToVenue } from './migrate';
import { marketOf } from './registry';

const mint = z.string().min(1);
const capValue = uintString.nullable().optional();
const schemas = {
  caps: z
    .object({ clientId: z.string(), maxTradeLamports: capValue, dailyVolumeCapLamports: capValue })
    .strict(),
  spent: z.object({ clientId: z.string(), userId: z.string(), lamports: uintString }).strict(),
  venue: z.object({ mint, venue: z.enum(['curve', 'migration_pending', 'pool_not_open', 'pool']) }).strict(),
  movePrice: z
    .object({
      mint,
      side: z.enum(['buy', 'sell']),
      lamports: uintString.optional(),
      tokens: uintString.optional(),
    })
    .strict()
    .refine(
      (b) => (b.lamports === undefined) !== (b.tokens === undefined),
      'Give exactly one of lamports, tokens.',
    )
    .refine((b) => b.side === 'buy' || b.tokens !== undefined, 'A sell takes tokens.'),
  launch: z.object({ mint }).strict(),
  drift: z.object({ mint, bps: z.int().min(1).max(1_000_000) }).strict(),
};

type Route = (market: Market, body: unknown, sim: Sim) => Promise<unknown>;

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body.';
  throw catalogueError('invalid_input', { message });
}

function tokenOf(market: Market, address: string): MarketToken {
  const token = market.tokens.get(address);
  if (!token) throw catalogueError('not_found', { message: 'The market has no token with this mint.' });
  return token;
}

function clientOf(sim: Sim, clientId: string) {
  const client = sim.clients.get(clientId);
  if (!client) throw catalogueError('not_found', { message: 'No such client.' });
  return client;
}

const routes: Record<string, Route> = {
  caps: async (_market, body, sim) => {
    const input = parse(schemas.caps, body);
    const client = clientOf(sim, input.clientId);
    const next = { ...client.caps };
    for (const key of ['maxTradeLamports', 'dailyVolumeCapLamports'] as const) {
      const value = input[key];
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = BigInt(value);
    }
    client.caps = next;
    return {
      clientId: client.clientId,
      caps: Object.fromEntries(Object.entries(next).map(([k, v]) => [k, String(v)])),
    };
  },
  spent: async (market, body, sim) => {
    const input = parse(schemas.spent, body);
    clientOf(sim, input.clientId);
    if (!sim.users.has(input.userId)) throw catalogueError('not_found', { message: 'No such user.' });
    market.volume.set(input.clientId, input.userId, sim.nowUnix(), BigInt(input.lamports));
    return { ...input };
  },
  venue: async (market, body) => {
    const input = parse(schemas.venue, body);
    const token = tokenOf(market, input.mint);
    const target = input.venue;
    await market.exclusive(async () => {
      if (target !== 'curve') return moveToVenue(market, token, target);
      if (token.migration)
        throw catalogueError('invalid_input', { message: 'A migrated token cannot go back.' });
    });
    return describeToken(market, token);
  },
  'move-price': async (market, body) => {
    const input = parse(schemas.movePrice, body);
    const token = tokenOf(market, input.mint);
    const venue = market.venue(token);
    if (venue === 'migration_pending' || venue === 'pool_not_open') throw catalogueError(venue);
    const kind = input.side === 'sell' ? 'sell' : input.lamports !== undefined ? 'buy' : 'buyExactOut';
    const amount = BigInt(input.lamports ?? input.tokens ?? '0');
    const sent = await market.exclusive(() => backgroundTrade(market, token, kind, amount));
    return { signature: sent.signature, ...describeToken(market, token) };
  },
  launch: async (market, body) => {
    const token = tokenOf(market, parse(schemas.launch, body).mint);
    token.launchSlot = market.ledger.slot();
    return describeToken(market, token);
  },
  'next-quote-drift': async (market, body) => {
    const input = parse(schemas.drift, body);
    const token = tokenOf(market, input.mint);
    token.nextDriftBps = BigInt(input.bps);
    return describeToken(market, token);
  },
};

async function run(reply: FastifyReply, fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) return sendError(reply, error);
    throw error;
  }
}

export function registerMarketControl(app: FastifyInstance, current: () => Sim): void {
  const market = () => {
    const found = marketOf(current());
    if (!found) throw catalogueError('not_found', { message: 'This world has no market.' });
    return found;
  };
  app.get('/__sim/market', (_request, reply) =>
    run(reply, async () => {
      const m = market();
      return { tokens: [...m.tokens.values()].map((token) => describeToken(m, token)) };
    }),
  );
  for (const [name, route] of Object.entries(routes)) {
    app.post(`/__sim/market/${name}`, (request, reply) =>
      run(reply, () => route(market(), request.body, current())),
    );
  }
}
