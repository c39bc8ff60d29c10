import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Settlement } from '../journal/journal';

// The events the partner's endpoint receives (Standard Webhooks: a JSON body `{type, timestamp, data}`),
// and which settled journal entries raise them: a trade confirmed or failed on the chain, a proposal made
// (an update-content, extend-mutability or finalize-metadata write confirmed), a proposal decided (a
// settle write confirmed). Proposals settled elsewhere are seen by the watcher, not here.

export const WEBHOOK_EVENT_TYPES = [
  'trade.confirmed',
  'trade.failed',
  'proposal.created',
  'proposal.decided',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export type WebhookEvent = {
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** The fact this event reports (`activity:<id>`), so that it is written once; null for test events. */
  source: string | null;
};

/** The webhook-id of a new delivery: the same on every attempt. */
export const newWebhookId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/** The JSON body of an event, as signed and sent on every attempt. */
export const webhookBody = (event: WebhookEvent, at: Date): string =>
  JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });

const TRADES: Record<string, string> = { buy: 'buy', buyExactOut: 'buy', sell: 'sell' };
const PROPOSALS: Record<string, string> = {
  updateContent: 'update_content',
  extendMutability: 'extend_mutability',
  finalizeMetadata: 'finalize_metadata',
};

export type SettledEntry = {
  id: string;
  kind: string;
  wallet: string | null;
  mint: string | null;
  proposal: string | null;
  signature: string | null;
  settlement: Settlement;
  reason: string;
};

/** The event a journal entry's settlement raises, if any. */
export function eventOfSettlement(entry: SettledEntry): WebhookEvent | null {
  const source = `activity:${entry.id}`;
  const common = { wallet: entry.wallet, mint: entry.mint, signature: entry.signature };
  const side = TRADES[entry.kind];
  if (side)
    return entry.settlement === 'confirmed'
      ? { type: 'trade.confirmed', source, data: { ...common, side, kind: entry.kind } }
      : {
          type: 'trade.failed',
          source,
          data: { ...common, side, kind: entry.kind, settlement: entry.settlement, reason: entry.reason },
        };
  if (entry.settlement !== 'confirmed') return null;
  const action = PROPOSALS[entry.kind];
  if (action)
    return {
      type: 'proposal.created',
      source,
      data: { ...common, proposal: entry.proposal, actionKind: action },
    };
  if (entry.kind === 'settleProposal')
    return { type: 'proposal.decided', source, data: { ...common, proposal: entry.proposal } };
  return null;
}
