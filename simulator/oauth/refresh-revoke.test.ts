import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { oauthTokenResponseSchema } from '@/lib/partner';
import { json, type RunningSimulator } from '@/test/support/simulator/harness';
import {
  basic,
  connect,
  DEMO,
  me,
  oauthStats,
  postForm,
  refresh,
  reset,
  startOAuthSimulator,
} from '@/test/support/simulator/oauth-kit';

let sim: RunningSimulator;
forFile(startOAuthSimulator, (started) => (sim = started), { stop: (s) => s.close(), each: reset });

const revoke = (token: string, hint?: string, auth = basic(DEMO.clientId, DEMO.apiKey)) =>
  postForm(sim, '/oauth/revoke', new URLSearchParams({ token, ...(hint ? { token_type_hint: hint } : {}) }), {
    authorization: auth,
  });

describe('refresh_token grant', () => {
  it('rotates: a new pair, the old refresh token stops, the old access token lives on', async () => {
    const first = await connect(sim);
    const response = await refresh(sim, first.refresh_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const second = oauthTokenResponseSchema.parse(await response.json());
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(first.scope);
    expect((await me(sim, first.access_token)).status).toBe(200);
    expect((await me(sim, second.access_token)).status).toBe(200);
    expect(await oauthStats(sim)).toMatchObject({ tokensIssued: 2, refreshes: 1, replaysDetected: 0 });
  });

  it('replaying a rotated-out refresh token revokes the whole connection', async () => {
    const first = await connect(sim);
    const second = oauthTokenResponseSchema.parse(await (await refresh(sim, first.refresh_token)).json());
    const replay = await json(await refresh(sim, first.refresh_token));
    expect({ status: replay.status, error: replay.body.error }).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
    expect(await me(sim, second.access_token)).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
    expect((await me(sim, first.access_token)).status).toBe(401);
    expect((await json(await refresh(sim, second.refresh_token))).body.error).toBe('invalid_grant');
    expect(await oauthStats(sim)).toEqual({
      codesIssued: 1,
      tokensIssued: 2,
      refreshes: 1,
      replaysDetected: 1,
      connectionsRevoked: 1,
      failedClientAuth: 0,
    });
  });

  it('a revoked connection does not take a later one down on another replay', async () => {
    const first = await connect(sim);
    await refresh(sim, first.refresh_token);
    await refresh(sim, first.refresh_token); // replay: connection revoked
    const again = await connect(sim);
    expect((await refresh(sim, first.refresh_token)).status).toBe(400);
    expect((await me(sim, again.access_token)).status).toBe(200);
    expect(await oauthStats(sim)).toMatchObject({ replaysDetected: 1, connectionsRevoked: 1 });
  });

  it('the connection is per user and app: other users keep theirs', async () => {
    const alice = await connect(sim, 'alice');
    const bob = await connect(sim, 'bob');
    await refresh(sim, alice.refresh_token);
    await refresh(sim, alice.refresh_token);
    expect((await me(sim, bob.access_token)).status).toBe(200);
  });

  it('a refresh token of another app is invalid_grant and changes nothing', async () => {
    const tokens = await connect(sim);
    const other = basic('partner-pro_app', 'sk_partner-pro_key_51c0');
    const response = await postForm(
      sim,
      '/oauth/token',
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      { authorization: other },
    );
    expect((await json(response)).body.error).toBe('invalid_grant');
    expect((await refresh(sim, tokens.refresh_token)).status).toBe(200);
  });
});

describe('POST /oauth/revoke', () => {
  it.each([
    ['access token', 'access_token', undefined],
    ['access token with a wrong hint', 'access_token', 'refresh_token'],
    ['refresh token', 'refresh_token', 'refresh_token'],
  ] as const)('revoking the %s disconnects the connection', async (_name, which, hint) => {
    const tokens = await connect(sim);
    const response = await revoke(tokens[which], hint);
    expect(response.status).toBe(200);
    expect(await me(sim, tokens.access_token)).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
    expect((await json(await refresh(sim, tokens.refresh_token))).body.error).toBe('invalid_grant');
    expect((await oauthStats(sim)).connectionsRevoked).toBe(1);
  });

  it('an unknown token is 200 (RFC 7009)', async () => {
    expect((await revoke('svc_at_unknown')).status).toBe(200);
    expect((await oauthStats(sim)).connectionsRevoked).toBe(0);
  });

  it('another app cannot revoke this one’s tokens', async () => {
    const tokens = await connect(sim);
    expect(
      (await revoke(tokens.access_token, undefined, basic('partner-pro_app', 'sk_partner-pro_key_51c0')))
        .status,
    ).toBe(200);
    expect((await me(sim, tokens.access_token)).status).toBe(200);
  });

  it.each([
    ['no token', 400, 'invalid_request', new URLSearchParams()],
    ['wrong key', 401, 'invalid_client', new URLSearchParams({ token: 'x' })],
  ])('%s → %i %s', async (name, status, error, body) => {
    const auth = name === 'wrong key' ? basic(DEMO.clientId, 'wrong') : basic(DEMO.clientId, DEMO.apiKey);
    const { status: got, body: answer } = await json(
      await postForm(sim, '/oauth/revoke', body, { authorization: auth }),
    );
    expect({ status: got, error: answer.error }).toEqual({ status, error });
  });
});
