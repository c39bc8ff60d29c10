import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Sim } from '../core/sim';
import type { SimClient } from '../core/types';
import { sendError, toApiError } from '../http/reply';
import { registerAuthorizeRoutes } from './authorize-routes';
import { authenticateClient } from './client-auth';
import { isFormBody, readFields, type Fields } from './fields';
import { frameworkError, noStore, oauthLimit, rateLimitError } from './limit';
import { grantTokens } from './token';
import { oauthWorldOf } from './world';

function sendRetryAfter(reply: FastifyReply, error: ApiError, seconds: number): FastifyReply {
  return sendError(reply.header('retry-after', String(seconds)), error);
}

/**
 * What `/oauth/token` and `/oauth/revoke` share: the per-IP limit, client authentication (with the
 * lockout), and a form body. Returns the client and the fields, or null once an error was sent.
 */
async function authenticated(
  sim: Sim,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ client: SimClient; fields: Fields } | null> {
  noStore(reply);
  const retryAfter = await oauthLimit(sim, request);
  if (retryAfter !== null) {
    sendRetryAfter(reply, rateLimitError(retryAfter), retryAfter);
    return null;
  }
  const fields = readFields(request.body);
  const auth = authenticateClient(sim, oauthWorldOf(sim).failures, request.headers.authorization, fields);
  if (!auth.ok) {
    if (auth.retryAfterSeconds !== undefined) sendRetryAfter(reply, auth.error, auth.retryAfterSeconds);
    else if (auth.challenge) sendError(reply.header('www-authenticate', 'Basic realm="oauth"'), auth.error);
    else sendError(reply, auth.error);
    return null;
  }
  if (!isFormBody(request.headers['content-type'])) {
    const message = 'Send the body as application/x-www-form-urlencoded.';
    sendError(reply, catalogueError('invalid_request', { message }));
    return null;
  }
  return { client: auth.client, fields };
}

/** `POST /oauth/token`, `POST /oauth/revoke`, and the consent screen's `/oauth/authorize`. */
export function registerOAuthRoutes(app: FastifyInstance, current: () => Sim) {
  registerAuthorizeRoutes(app, current);
  const errorHandler = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    sendError(noStore(reply), frameworkError(error));

  app.post('/oauth/token', { errorHandler }, async (request, reply) => {
    const sim = current();
    const caller = await authenticated(sim, request, reply);
    if (!caller) return reply;
    try {
      return reply.code(200).send(grantTokens(oauthWorldOf(sim).store, caller.client, caller.fields));
    } catch (error) {
      return sendError(reply, toApiError(error));
    }
  });

  // RFC 7009. Any token of the app's revokes the whole connection (a disconnect really disconnects);
  // an unknown token, or another app's, is answered 200 and changes nothing. `token_type_hint` is ignored.
  app.post('/oauth/revoke', { errorHandler }, async (request, reply) => {
    const sim = current();
    const caller = await authenticated(sim, request, reply);
    if (!caller) return reply;
    const token = caller.fields.get('token');
    if (token === undefined) {
      return sendError(reply, catalogueError('invalid_request', { message: 'token is required (once).' }));
    }
    const store = oauthWorldOf(sim).store;
    const owner = store.ownerOf(token);
    if (owner && owner.clientId === caller.client.clientId)
      store.revokeConnection(owner.clientId, owner.userId);
    return reply.code(200).send();
  });
}
