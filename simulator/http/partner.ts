import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, firstErrorCode, LIMITS, matchEndpoint, type Endpoint } from '@/lib/partner';
import type { LimitState } from '../core/limits';
import type { Caller, UploadedFile } from '../core/types';
import type { Sim } from '../core/sim';
import { readMultipart } from './body';
import { sendCode, sendError, toApiError } from './reply';

const TOKEN_PREFIX = 'svc_at_';

/**
 * The spec: link-field violations of update-content are meant to give their own codes but the service
 * answers `500 internal` today. The contract's schema names the intended code; the simulator answers
 * as the service does.
 */
const ANSWERED_AS_INTERNAL = new Set(['website_too_long', 'twitter_too_long', 'telegram_too_long']);

function setLimitHeaders(reply: FastifyReply, state: LimitState) {
  reply.header('x-ratelimit-limit', String(state.limit));
  reply.header('x-ratelimit-remaining', String(state.remaining));
  reply.header('x-ratelimit-reset', String(state.resetSeconds));
}

/** The bearer token, checked against the fixed prefix before any lookup. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/.exec(header) : null;
  const token = match?.[1];
  return token && token.startsWith(TOKEN_PREFIX) ? token : null;
}

function resolveCaller(sim: Sim, request: FastifyRequest): Caller | null {
  const token = bearerToken(request);
  if (!token) return null;
  const grant = sim.oauth.verifyAccessToken(token);
  const client = grant && sim.clients.get(grant.clientId);
  const user = grant && sim.users.get(grant.userId);
  if (!grant || !client || !user || client.suspended) return null;
  return { client, user, scopes: grant.scopes, accessToken: token };
}

async function readBody(endpoint: Endpoint, request: FastifyRequest) {
  if (endpoint.body === 'none') return { raw: undefined, files: [] as UploadedFile[] };
  if (endpoint.body === 'multipart') {
    const { fields, files } = await readMultipart(request);
    return { raw: fields, files };
  }
  return { raw: request.body, files: [] as UploadedFile[] };
}

/**
 * `/partner/v1/*`: the prefix check and token lookup, the app's tier budget, the token's endpoint bucket,
 * scope, delegation for writes, then body validation against the contract, then the endpoint's handler.
 */
export function registerPartnerRoutes(app: FastifyInstance, current: () => Sim) {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const sim = current();
    const [pathname, search = ''] = request.url.split('?') as [string, string?];
    const match = matchEndpoint(request.method, pathname);
    if (!match.ok) {
      if (match.status === 405) reply.header('allow', match.allow.join(', '));
      return sendCode(reply, match.error);
    }
    const { endpoint, params } = match;

    const caller = resolveCaller(sim, request);
    if (!caller) return sendCode(reply, 'invalid_token');

    const tier = await sim.limits.tier(caller.client.tier, caller.client.clientId);
    if (!tier.allowed) {
      sim.stats.rateLimited += 1;
      reply.header('retry-after', String(tier.resetSeconds));
      return sendCode(reply, 'rate_limit_exceeded', { retryAfterSeconds: tier.resetSeconds });
    }
    const bucket = await sim.limits.bucket(endpoint.bucket, caller.accessToken);
    setLimitHeaders(reply, bucket);
    if (!bucket.allowed) {
      sim.stats.rateLimited += 1;
      reply.header('retry-after', String(bucket.resetSeconds));
      // Per-endpoint limits answer with the standard headers and no `error` code, as the spec says.
      return reply.code(429).send({ message: `Too many requests; retry after ${bucket.resetSeconds} s.` });
    }

    if (endpoint.scope && !caller.scopes.includes(endpoint.scope)) {
      return sendCode(reply, 'insufficient_scope', { requiredScope: endpoint.scope });
    }
    if (endpoint.method === 'POST' && !caller.user.tradingEnabled)
      return sendCode(reply, 'delegation_missing');

    try {
      const { raw, files } = await readBody(endpoint, request);
      let body: unknown = raw;
      if (endpoint.request) {
        const parsed = endpoint.request.safeParse(raw ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.');
          const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : undefined;
          const code = firstErrorCode(parsed.error);
          if (ANSWERED_AS_INTERNAL.has(code)) return sendCode(reply, 'internal');
          return sendCode(reply, code, message ? { message } : {});
        }
        body = parsed.data;
      }
      const handler = sim.handlers[endpoint.key];
      if (!handler) return sendCode(reply, 'internal', { message: 'This endpoint is not simulated.' });
      const result = await handler({
        caller,
        params,
        query: new URLSearchParams(search),
        body,
        files,
        ip: request.ip,
      });
      return reply.code(200).send(result);
    } catch (error) {
      if (!(error instanceof ApiError)) request.log.error({ err: error }, 'handler failed');
      return sendError(reply, toApiError(error));
    }
  };

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/partner/v1/*',
    bodyLimit: LIMITS.jsonBodyBytes,
    handler: handle,
  });
}
