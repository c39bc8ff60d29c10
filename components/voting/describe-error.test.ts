import { describe, expect, it } from 'vitest';
import { catalogueError, parseErrorBody } from '@/lib/partner';
import { describeActionError, type ErrorContext } from './describe-error';
import { TOKEN } from '@/test/support/fixtures/voting';

const ctx: ErrorContext = {
  action: 'vote',
  symbol: 'LUMEN',
  minLockAmount: 1_000n * TOKEN,
  balance: 40_000_000n * TOKEN,
  returnTo: '/tokens/Mint/proposals/Prop',
};
const describeCode = (
  code: Parameters<typeof catalogueError>[0],
  c: Partial<ErrorContext> = {},
  extra = {},
) => describeActionError(catalogueError(code, extra), { ...ctx, ...c });
const kinds = (v: ReturnType<typeof describeActionError>) =>
  v.ctas.map((c) => (c.kind === 'do' ? c.action : c.kind));

describe('describeActionError', () => {
  it('already_voted: cancel first', () => {
    const v = describeCode('already_voted');
    expect(v.sentence).toBe('You already have an active vote on this proposal.');
    expect(v.action).toMatch(/^Cancel it first, then vote again/);
    expect(v.ctas[0]).toEqual({ kind: 'do', action: 'cancel', label: 'Cancel my vote' });
  });

  it('delegation_missing: how to turn on 1-click trading', () => {
    const v = describeCode('delegation_missing');
    expect(v.sentence).toMatch(/1-click trading is off/);
    expect(v.action).toMatch(
      /Turn on 1-click trading \(wallet delegation\) in your account on the launch service/,
    );
  });

  it('insufficient_scope: reconnect with the vote permission, back to this page', () => {
    const v = describeCode('insufficient_scope');
    expect(v.sentence).toMatch(/does not include permission to vote/);
    expect(v.ctas).toEqual([
      {
        kind: 'link',
        label: 'Reconnect with the vote permission',
        href: '/api/auth/login?returnTo=%2Ftokens%2FMint%2Fproposals%2FProp',
      },
    ]);
  });

  it.each(['not_connected', 'needs_reconnect', 'invalid_token'] as const)('%s: reconnect', (code) => {
    const v = describeCode(code);
    expect(v.sentence).toMatch(/Nothing was sent\.$/);
    expect(v.ctas[0]).toMatchObject({
      kind: 'link',
      href: '/api/auth/login?returnTo=%2Ftokens%2FMint%2Fproposals%2FProp',
    });
  });

  it.each(['needs_reconnect', 'invalid_token'] as const)(
    '%s: the session ended, connect again here',
    (code) => {
      const v = describeCode(code);
      expect(v.sentence).toMatch(/^Your session has (ended|expired)/);
      expect(v.ctas[0]).toMatchObject({ kind: 'link', label: 'Connect again' });
    },
  );

  it('proposal_closed: settle it (unless settling)', () => {
    expect(describeCode('proposal_closed').sentence).toBe('Voting on this proposal has ended.');
    expect(kinds(describeCode('proposal_closed'))).toEqual(['settle', 'check']);
    expect(kinds(describeCode('proposal_closed', { action: 'settle' }))).toEqual(['check']);
  });

  it('invalid_vote_amount: names the minimum and the balance (from the error when it carries them)', () => {
    expect(describeCode('invalid_vote_amount').sentence).toBe(
      'The amount is below the minimum of 1,000 LUMEN or more than the 40,000,000 LUMEN you hold.',
    );
    const fromBody = describeCode(
      'invalid_vote_amount',
      {},
      { minLockAmount: '2000000000', balance: '5000000000' },
    );
    expect(fromBody.sentence).toBe(
      'The amount is below the minimum of 2,000 LUMEN or more than the 5,000 LUMEN you hold.',
    );
    expect(describeCode('invalid_vote_amount', { balance: null }).action).toBe('Enter at least 1,000 LUMEN.');
  });

  it('missing_vote_token_account: holds none', () => {
    expect(describeCode('missing_vote_token_account').sentence).toBe(
      'You hold no LUMEN, so you have nothing to vote with.',
    );
  });

  it('vote_not_active, vote_already_withdrawn, vote_receipt_not_found', () => {
    expect(describeCode('vote_not_active', { action: 'cancel' }).sentence).toBe(
      'Your vote on this proposal is already cancelled.',
    );
    expect(describeCode('vote_already_withdrawn', { action: 'withdraw' }).sentence).toBe(
      'Your tokens were already returned to you.',
    );
    expect(describeCode('vote_already_withdrawn', { action: 'withdraw', forOther: true }).sentence).toBe(
      'That wallet’s tokens were already returned.',
    );
    expect(describeCode('vote_receipt_not_found', { action: 'withdraw', forOther: true })).toMatchObject({
      sentence: 'That wallet has no vote on this proposal.',
      action: 'Check the wallet address.',
    });
    expect(describeCode('vote_receipt_not_found', { action: 'cancel' }).sentence).toBe(
      'There is no vote from you on this proposal.',
    );
  });

  it('proposal_still_open, proposal_already_settled, proposal_not_settled', () => {
    expect(describeCode('proposal_still_open', { action: 'settle' }).sentence).toMatch(/still open/);
    expect(describeCode('proposal_already_settled', { action: 'settle' }).sentence).toBe(
      'This proposal is already settled.',
    );
    const notSettled = describeCode('proposal_not_settled', { action: 'withdraw' });
    expect(notSettled.action).toBe('Settle it first — anyone can — then withdraw.');
    expect(kinds(notSettled)).toEqual(['settle']);
  });

  it('tx_failed: fees were paid', () => {
    const v = describeCode('tx_failed', {}, { signature: 'sig' });
    expect(v.feesPaid).toBe(true);
    expect(v.sentence).toMatch(/fees \(the priority fee and the tip\) were paid/);
  });

  it('tx_expired and insufficient_sol', () => {
    expect(describeCode('tx_expired').sentence).toMatch(/did not go through/);
    expect(describeCode('insufficient_sol', {}, { requiredLamports: '1005000' }).action).toBe(
      'Add SOL to your wallet (this needs 0.001005 SOL), or lower the fees under “Advanced”, then try again.',
    );
  });

  it('a 429 is busy: try again in N s (from the body), counted down, else in a moment', () => {
    const v = describeActionError(
      parseErrorBody(429, { error: 'rate_limit_exceeded', retryAfterSeconds: 12 }),
      ctx,
    );
    expect(v.sentence).toBe('The service is busy; try again in 12 seconds.');
    expect(v.busySeconds).toBe(12);
    expect(v.ctas).toEqual([{ kind: 'retry', label: 'Try again', afterSeconds: 12 }]);
    expect(describeCode('rate_limit_exceeded').sentence).toBe('The service is busy; try again in a moment.');
  });

  it('a 503 or 502 is down: try again later, with no countdown, and another sentence than busy', () => {
    const down = describeActionError(parseErrorBody(503, { error: 'service_unavailable' }), ctx);
    expect(down.sentence).toBe('The service is down right now; try again later.');
    expect(down.busySeconds).toBeUndefined();
    expect(down.ctas.find((c) => c.kind === 'retry')).toEqual({ kind: 'retry', label: 'Try again' });
    const rpc = describeActionError(parseErrorBody(502, { error: 'rpc_unavailable' }), ctx);
    expect(rpc.sentence).toBe('The service is down right now; try again later.');
    expect(rpc.action).toMatch(/check your recent activity first/);
  });

  it.each(['rpc_unavailable', 'wallet_sign_failed'] as const)('%s (502): down, try again later', (code) => {
    const v = describeCode(code);
    expect(v.sentence).toBe('The service is down right now; try again later.');
    expect(kinds(v)).toEqual(['link', 'retry']);
  });

  it('internal (500): try again later', () => {
    const v = describeCode('internal');
    expect(v.action).toMatch(/^Try again later\./);
    expect(kinds(v)).toEqual(['link', 'retry']);
  });

  it.each(['write_outcome_unknown', 'idempotency_in_flight'] as const)(
    '%s: outcome unknown, do not resend, check again or see activity',
    (code) => {
      const v = describeCode(code, { action: 'settle' });
      expect(v.outcomeUnknown).toBe(true);
      expect(v.sentence).toMatch(/settlement/);
      expect(v.action).toMatch(/Do not send it again/);
      expect(v.ctas).toEqual([
        { kind: 'check', label: 'Check again' },
        { kind: 'link', label: 'See your recent activity', href: '/activity' },
      ]);
      expect(kinds(v)).not.toContain('retry');
    },
  );

  it('falls back to the catalogue, then to the sanitised body, then to internal', () => {
    expect(describeCode('proposal_not_found').sentence).toBe('This proposal was not found.');
    const unknown = describeActionError(parseErrorBody(422, { error: 'brand_new_code' }), ctx);
    expect(unknown.sentence).toBe('The service could not complete this request.');
    expect(describeActionError(new Error('boom'), ctx).sentence).toBe('Something went wrong on the service.');
  });
});
