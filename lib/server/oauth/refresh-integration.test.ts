import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/server/config';
import type { Db } from '@/lib/server/store/db';
import { createRefresher } from '@/lib/server/store/refresh';
import { createSessionStore } from '@/lib/server/store/sessions';
import { openTestDb, testSealer, tokenSet } from '@/test/support/store';
import { CredentialBreaker } from '../partner/breaker';
import { createOAuthClient } from './client';
import { startTokenServer, type TokenServer } from '@/test/support/oauth-server';

// The store's refresh coordinator and the OAuth client together, against a token endpoint that rotates
// refresh tokens and, like the service, revokes the whole connection when a rotated-out one is replayed.

let db: Db;
let server: TokenServer;
let current = 'refresh_1';
let revoked = false;
let generation = 1;

beforeAll(async () => {
  db = await openTestDb();
  server = await startTokenServer(({ form }) => {
    const presented = form.get('refresh_token');
    if (revoked || presented !== current) {
      revoked = true;
      return { status: 400, json: { error: 'invalid_grant' } };
    }
    generation += 1;
    current = `refresh_${generation}`;
    return {
      status: 200,
      json: {
        access_token: `svc_at_access_${generation}`,
        token_type: 'Bearer',
        expires_in: 900,
        refresh_token: current,
        scope: 'profile:read',
      },
    };
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.close();
});

describe('refresh through the OAuth client', () => {
  it('sends one refresh for 50 concurrent callers on two workers, and the connection survives', async () => {
    const sessions = createSessionStore(db, testSealer());
    const { sessionId } = await sessions.createSession(tokenSet(1));
    const config = parseConfig({
      PARTNER_BASE_URL: server.url,
      PARTNER_CLIENT_ID: 'app',
      PARTNER_API_KEY: 'key',
    });
    const client = createOAuthClient(config, { breaker: new CredentialBreaker() });
    const workers = [
      createRefresher(db, testSealer(), { owner: 'one' }),
      createRefresher(db, testSealer(), { owner: 'two' }),
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        workers[i % 2]!.withFreshAccessToken(sessionId, {
          staleAccessToken: 'svc_at_access_1',
          refresh: (token) => client.refreshTokens(token),
        }),
      ),
    );
    expect(new Set(results)).toEqual(new Set(['svc_at_access_2']));
    expect(server.received).toHaveLength(1);
    expect(revoked).toBe(false);
    expect(await sessions.readTokens(sessionId)).toMatchObject({ refreshToken: 'refresh_2', version: 1 });
  });
});
