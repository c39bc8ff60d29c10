import 'server-only';
import { ApiError, catalogueError } from '@/lib/partner';
import { slotNow } from '../chain/history';
import type { RouteContext } from '../http/route';
import { recordIntent, recordOutcome } from '../journal/journal';
import { UpstreamLostError } from '../partner';
import type { Db } from '../store/db';
import { forwardWrite } from './forward';
import { claimKey, completeKey, idempotencyKey, releaseKey, sweepExpiredKeys } from './idempotency';
import type { Target } from './match';
import type { PreparedBody } from './prepared';
import { codeOf, fromError, fromUpstream, toResponse, type StoredResponse } from './respond';
import { prepareJson } from './validate-json';
import { prepareUpdateContent } from './validate-multipart';
import { budgetExceeded, journalOutcome, nothingSubmitted, outcomeUnknown } from './write-outcome';

// A write: key and body checked first (an invalid one never reaches the upstream), then the key claimed,
// the tier budget spent, the intent journaled, and exactly one send (plus the refresh-once resend).
// Never retried: a lost answer is `504 write_outcome_unknown`, and the key keeps that outcome.

export type WriteSession = { sessionId: string; sessionHash: string; wallet: string | null };

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

type Sent = { stored: StoredResponse; executed: 'no' | 'maybe' };

/** One send. An error thrown before any answer (no token, a refused refresh, no connection) sent nothing. */
async function sendOnce(
  ctx: RouteContext<unknown>,
  session: WriteSession,
  target: Target,
  prepared: PreparedBody,
): Promise<Sent> {
  try {
    const stored = await fromUpstream(
      await forwardWrite(ctx.rt.partner, session.sessionId, target, prepared, ctx.requestId),
    );
    return { stored, executed: nothingSubmitted(stored) ? 'no' : 'maybe' };
  } catch (error) {
    if (error instanceof UpstreamLostError && !error.sent) {
      const unreachable = catalogueError('internal', {
        message: 'The service could not be reached. Nothing was sent.',
      });
      return { stored: fromError(unreachable), executed: 'no' };
    }
    if (error instanceof UpstreamLostError) {
      ctx.log.warn({ endpoint: target.endpoint.key }, 'write answer lost: outcome unknown');
      return { stored: outcomeUnknown(), executed: 'maybe' };
    }
    if (error instanceof ApiError) return { stored: fromError(error), executed: 'no' };
    throw error;
  }
}

/** Keeps the answer for the key, or gives the key back when nothing was submitted. */
async function settleKey(ctx: RouteContext<unknown>, db: Db, session: WriteSession, key: string, sent: Sent) {
  try {
    if (sent.executed === 'no') await releaseKey(db, session.sessionHash, key);
    else await completeKey(db, session.sessionHash, key, sent.stored);
  } catch (error) {
    ctx.log.error({ err: error }, 'idempotency record not updated');
  }
}

export async function proxyWrite(
  ctx: RouteContext<unknown>,
  session: WriteSession,
  target: Target,
): Promise<Response> {
  const key = idempotencyKey(ctx.request);
  const prepared =
    target.endpoint.body === 'multipart'
      ? await prepareUpdateContent(ctx.request)
      : await prepareJson(ctx.request, target.endpoint);
  const { rt } = ctx;
  const db = await rt.db();
  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    await sweepExpiredKeys(db).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'idempotency sweep failed'),
    );
  }

  const claim = await claimKey(db, session.sessionHash, key, prepared.fingerprint);
  if (claim.kind === 'replay') return toResponse(claim.stored);
  if (claim.kind === 'in_flight') throw catalogueError('idempotency_in_flight');
  if (claim.kind === 'stale') return toResponse(outcomeUnknown());
  if (claim.kind === 'mismatch')
    throw catalogueError('invalid_input', {
      message: 'This Idempotency-Key was already used for a different request.',
    });

  let journalId: string;
  try {
    // The chain's slot now bounds where this write's transaction can be found later, should its answer
    // be lost (see journal/reconcile.ts); asked while the budget is spent, and never waited on long.
    const [budget, intentSlot] = await Promise.all([rt.partner.budget.take('write'), slotNow(rt.chain)]);
    if (!budget.ok) {
      await releaseKey(db, session.sessionHash, key);
      return toResponse(budgetExceeded(budget.retryAfterSeconds));
    }
    journalId = await recordIntent(db, {
      ...session,
      kind: target.endpoint.key,
      data: prepared.data,
      idempotencyKey: key,
      intentSlot,
    });
  } catch (error) {
    await releaseKey(db, session.sessionHash, key).catch(() => undefined);
    throw error;
  }

  const sent = await sendOnce(ctx, session, target, prepared);
  await recordOutcome(db, journalId, journalOutcome(sent.stored)).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'activity outcome not recorded'),
  );
  await settleKey(ctx, db, session, key, sent);
  const mayHaveHappened = sent.stored.status < 300 || codeOf(sent.stored) === 'write_outcome_unknown';
  if (mayHaveHappened && target.endpoint.path.includes('/governance/')) {
    // The person sees their own write at once (or, when its answer was lost, whatever it did): their next
    // reads wait for data fetched after it.
    const proposal = prepared.data.proposal;
    rt.readModel.afterWrite(session.wallet, typeof proposal === 'string' ? proposal : null);
  }
  return toResponse(sent.stored);
}
