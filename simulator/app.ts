import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { literalMalformedEscapes } from '@/lib/domain';
import { ApiError, catalogueError, LIMITS } from '@/lib/partner';
import { registerControlRoutes } from './control/routes';
import { Sim, type SimOptions } from './core/sim';
import type { ModuleFactories } from './core/modules';
import { sendError } from './http/reply';
import { registerPartnerRoutes } from './http/partner';
import { routeKey } from './http/route-key';
import { handleRpc, RpcSubscriptionSession } from './rpc';

export interface SimulatorServer {
  app: FastifyInstance;
  /** The world now in force (a reset replaces it). */
  sim(): Sim;
}

export interface SimulatorOptions extends SimOptions {
  /** Serve `/__sim/*` (default true; `SIMULATOR_CONTROL=off` turns it off). */
  control?: boolean;
  logger?: boolean;
  /**
   * Told after every reset, before the reset answers (the dashboard it serves drops what it read of the
   * old world); resolves whether it was told.
   */
  afterReset?: () => Promise<boolean>;
}

function mapFrameworkError(error: FastifyError): ApiError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return catalogueError('payload_too_large', {
      message: `A JSON body may be at most ${LIMITS.jsonBodyBytes} bytes.`,
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return catalogueError('invalid_input', { message: 'Send the body as application/json.' });
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.statusCode === 400) {
    return catalogueError('invalid_input', { message: 'The body is not valid JSON.' });
  }
  return catalogueError('internal');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the simulator's HTTP server: OAuth, `/partner/v1/`, the chain's `/rpc`, and the control API. */
export async function buildSimulator(
  options: SimulatorOptions,
  modules: ModuleFactories,
): Promise<SimulatorServer> {
  let sim = await Sim.create(options, modules);
  const current = () => sim;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: false,
    // A path segment with malformed escapes (`/proposals/%%%bad/votes`) is the literal text it holds, so
    // it reaches the handlers as a value that names nothing (an empty votes list, governance_not_found)
    // instead of the router's own 400.
    rewriteUrl: (request) => literalMalformedEscapes(request.url ?? '/'),
    // Anything the router still refuses answers in the spec's error shape.
    frameworkErrors: (error, _request, reply) => sendError(reply, mapFrameworkError(error)),
  });

  await app.register(formbody);
  await app.register(multipart);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof ApiError)) request.log.warn({ code: error.code }, 'request refused');
    return sendError(reply, error instanceof ApiError ? error : mapFrameworkError(error));
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, catalogueError('not_found')));

  // Counting and injected faults apply to every route but the control API.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__sim/')) return;
    const key = routeKey(request);
    sim.stats.countRequest(key, `${request.method} ${request.url.split('?')[0]}`);
    const fault = sim.faults.take(key);
    if (!fault) return;
    if (fault.latencyMs > 0) await delay(fault.latencyMs);
    if (fault.status !== undefined && fault.error !== undefined) {
      const wait = fault.retryAfterSeconds;
      const body = {
        error: fault.error,
        message: 'Injected fault.',
        ...(wait ? { retryAfterSeconds: wait } : {}),
      };
      if (wait) reply.header('retry-after', String(wait));
      return reply.code(fault.status).type('application/json').send(body);
    }
    if (fault.drop) (request as { simDrop?: boolean }).simDrop = true;
    if (fault.answerDelayMs > 0) (request as { simHoldMs?: number }).simHoldMs = fault.answerDelayMs;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const holdMs = (request as { simHoldMs?: number }).simHoldMs;
    if (holdMs) await delay(holdMs);
    if ((request as { simDrop?: boolean }).simDrop) request.raw.socket.destroy();
    return payload;
  });

  modules.oauth.routes(app, current);
  modules.governance.routes?.(app, current);
  registerPartnerRoutes(app, current);
  app.post('/rpc', { bodyLimit: 1 << 20 }, async (request, reply) => {
    const result = await handleRpc(sim.ledger, request.body);
    return result === null ? reply.code(204).send() : reply.send(result);
  });
  if (options.control !== false) {
    registerControlRoutes(app, current, async () => {
      sim = await Sim.create(options, modules);
      return { sim, dashboardTold: (await options.afterReset?.()) ?? false };
    });
    modules.market.control?.(app, current);
  }
  app.get('/', async () => ({ service: 'partner service simulator', ...sim.urls }));

  // Solana PubSub on the same port at /rpc, for clients that confirm by subscription.
  const sockets = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/rpc')) return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const session = new RpcSubscriptionSession(sim.ledger, ws);
      ws.on('message', (data) => session.handleMessage(data.toString()));
      ws.on('close', () => session.close());
    });
  });
  app.addHook('onClose', async () => {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });

  return { app, sim: current };
}
