import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Sim } from '../core/sim';
import { sendError } from '../http/reply';
import { AUTHORIZE_PARAMS, checkAuthorize, redirectLocation, type AuthorizeRequest } from './authorize';
import { renderConsentPage, renderErrorPage } from './consent-page';
import { prefersJson, readFields, type Fields } from './fields';
import { frameworkError, noStore, oauthLimit, rateLimitError } from './limit';
import { oauthWorldOf } from './world';

const PAGE_SECURITY = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return noStore(reply).code(status).headers(PAGE_SECURITY).type('text/html; charset=utf-8').send(html);
}

/** A refusal answered here, never redirected: a page for browsers, the spec's JSON for JSON callers. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const retryAfter = error.body.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  if (prefersJson(request.headers.accept)) return sendError(noStore(reply), error);
  return sendPage(reply, error.status, renderErrorPage(error.code, error.message, error.body.action));
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return noStore(reply).redirect(location, 302);
}

/** Rate limit, then validation; the valid request, or null once an answer was sent. */
async function validated(
  sim: Sim,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Fields,
): Promise<AuthorizeRequest | null> {
  const retryAfter = await oauthLimit(sim, request);
  if (retryAfter !== null) {
    refuse(request, reply, rateLimitError(retryAfter));
    return null;
  }
  const check = checkAuthorize(sim, fields);
  if (check.kind === 'refuse') refuse(request, reply, catalogueError(check.code, { message: check.message }));
  if (check.kind === 'redirect') redirect(reply, check.location);
  return check.kind === 'ok' ? check.request : null;
}

/**
 * `{auth_url}/oauth/authorize`: GET shows the consent page; POST (the page's form, or a script) carries
 * the same parameters plus `user` and `decision=approve|deny` and redirects with a code or `access_denied`.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, current: () => Sim) {
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    refuse(request, reply, frameworkError(error));

  app.get('/oauth/authorize', { errorHandler }, async (request, reply) => {
    const sim = current();
    const fields = readFields(request.query);
    const valid = await validated(sim, request, reply, fields);
    if (!valid) return reply;
    const params: Record<string, string> = {};
    for (const name of AUTHORIZE_PARAMS) {
      const value = fields.get(name);
      if (value !== undefined) params[name] = value;
    }
    return sendPage(reply, 200, renderConsentPage(valid, params, [...sim.users.values()]));
  });

  app.post('/oauth/authorize', { errorHandler }, async (request, reply) => {
    const sim = current();
    const fields = readFields(request.body);
    const valid = await validated(sim, request, reply, fields);
    if (!valid) return reply;
    const decision = fields.get('decision');
    if (decision === 'deny') {
      return redirect(
        reply,
        redirectLocation(valid.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied the request.',
          state: valid.state,
        }),
      );
    }
    if (decision !== 'approve') {
      return refuse(
        request,
        reply,
        catalogueError('invalid_request', { message: 'decision must be approve or deny.' }),
      );
    }
    const userId = fields.get('user');
    const user = userId === undefined ? undefined : sim.users.get(userId);
    if (!user)
      return refuse(request, reply, catalogueError('invalid_request', { message: 'Choose a known user.' }));
    const code = oauthWorldOf(sim).store.issueCode({
      clientId: valid.client.clientId,
      redirectUri: valid.redirectUri,
      userId: user.id,
      scopes: valid.scopes,
      codeChallenge: valid.codeChallenge,
    });
    return redirect(reply, redirectLocation(valid.redirectUri, { code, state: valid.state }));
  });
}
