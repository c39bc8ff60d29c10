import 'server-only';
import { ApiError } from '@/lib/partner';
import type { Logger } from '../log';
import { issueEmbedCode, redeemEmbedCode, sweepEmbedCodes } from '../store';
import { endConnection } from './end-connection';

// Connecting from inside the widget: the login popup's callback creates the connection and hands the
// widget a one-time code for it (handOver); the widget's frame redeems the code for its partitioned
// session (takeOver). A connection whose code ran out unused is revoked, since nobody can reach it.

export async function handOver(sessionId: string, log: Logger): Promise<string> {
  for (const orphan of await sweepEmbedCodes()) await endConnection(orphan, log);
  return issueEmbedCode(sessionId);
}

/** The session a one-time code stands for; `400 connect_code_invalid` when unknown, used or expired. */
export async function takeOver(code: string, log: Logger): Promise<string> {
  const redeemed = await redeemEmbedCode(code);
  if (!redeemed) throw ApiError.from('connect_code_invalid');
  if (redeemed.expired) {
    await endConnection(redeemed.sessionId, log);
    throw ApiError.from('connect_code_invalid');
  }
  return redeemed.sessionId;
}
