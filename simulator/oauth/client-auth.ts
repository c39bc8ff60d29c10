import { ApiError, catalogueError } from '@/lib/partner';
import type { Sim } from '../core/sim';
import type { SimClient } from '../core/types';
import { secretsEqual } from './crypto';
import type { Fields } from './fields';

export interface BasicCredentials {
  clientId: string;
  apiKey: string;
}

const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2})$/i;

/**
 * `Authorization: Basic base64(client_id ":" api_key)`, taken literally: the decoded id and key are NOT
 * URL-decoded, so a client that form-encodes them before Base64 (`-` → `%2D`) presents another id.
 */
export function parseBasic(header: string | undefined): BasicCredentials | null {
  const encoded = typeof header === 'string' ? BASIC.exec(header.trim())?.[1] : undefined;
  if (!encoded) return null;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) return null;
  const decoded = bytes.toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), apiKey: decoded.slice(colon + 1) };
}

/**
 * Failed client authentications per `client_id`, on the simulator clock. Reaching the configured count
 * within the window locks the id out until that window (from the oldest failure counted) ends.
 */
export class FailedClientAuth {
  readonly #failures = new Map<string, bigint[]>();
  readonly #lockedUntil = new Map<string, bigint>();

  constructor(private readonly sim: Sim) {}

  /** Seconds the id stays locked out; 0 when it is not. */
  lockedFor(clientId: string): number {
    const until = this.#lockedUntil.get(clientId);
    if (until === undefined) return 0;
    const now = this.sim.nowUnix();
    if (now < until) return Number(until - now);
    this.#lockedUntil.delete(clientId);
    return 0;
  }

  /** Counts one `401 invalid_client` (for the id, when the caller named one). */
  record(clientId: string | undefined): void {
    this.sim.stats.oauth.failedClientAuth += 1;
    if (clientId === undefined) return;
    const { failedAuthAttempts, failedAuthWindowSeconds } = this.sim.config;
    const now = this.sim.nowUnix();
    const window = BigInt(failedAuthWindowSeconds);
    const recent = (this.#failures.get(clientId) ?? []).filter((at) => at > now - window);
    recent.push(now);
    if (recent.length >= failedAuthAttempts) {
      this.#lockedUntil.set(clientId, recent[0]! + window);
      this.#failures.delete(clientId);
    } else {
      this.#failures.set(clientId, recent);
    }
  }
}

export type ClientAuthResult =
  | { ok: true; client: SimClient }
  | { ok: false; error: ApiError; retryAfterSeconds?: number; challenge?: boolean };

const CREDENTIAL_FIELDS = ['client_secret', 'api_key'];

/**
 * Authenticates the app on `/oauth/token` and `/oauth/revoke`: lockout first (even the right key is
 * refused while locked), then HTTP Basic only. Credentials in the body are refused; a body `client_id`
 * is tolerated only when it names the Basic id. A suspended client with the right key is
 * `400 unknown_client`; anything else wrong is `401 invalid_client` and counts as a failure.
 */
export function authenticateClient(
  sim: Sim,
  failures: FailedClientAuth,
  authorization: string | undefined,
  fields: Fields,
): ClientAuthResult {
  const basic = parseBasic(authorization);
  const namedId = basic?.clientId ?? fields.get('client_id');
  const lockedFor = namedId === undefined ? 0 : failures.lockedFor(namedId);
  if (lockedFor > 0) {
    return {
      ok: false,
      error: catalogueError('too_many_failed_attempts', { retryAfterSeconds: lockedFor }),
      retryAfterSeconds: lockedFor,
    };
  }
  const fail = (message: string): ClientAuthResult => {
    failures.record(namedId);
    return { ok: false, error: catalogueError('invalid_client', { message }), challenge: true };
  };
  if (!basic) return fail('Authenticate the app with HTTP Basic: base64(client_id ":" api_key).');
  if (CREDENTIAL_FIELDS.some((name) => fields.has(name))) {
    return fail('Client credentials in the body are not accepted; use HTTP Basic only.');
  }
  if (fields.has('client_id') && fields.get('client_id') !== basic.clientId) {
    return fail('The client_id in the body does not match the HTTP Basic client id.');
  }
  const client = sim.clients.get(basic.clientId);
  // Compare even for an unknown id, so the answer takes as long either way.
  const keyMatches = secretsEqual(basic.apiKey, client?.apiKey ?? '\u0000');
  if (!client || !keyMatches) return fail('Unknown client id or wrong API key.');
  if (client.suspended) return { ok: false, error: catalogueError('unknown_client') };
  return { ok: true, client };
}
