import { z } from 'zod';
import type { Governance, Proposal, Vote } from '@/lib/partner';

/** GET /api/auth/session: connected or not, scopes, wallet and access expiry; never a token. */
export const sessionResponseSchema = z.looseObject({
  connected: z.boolean(),
  /** The connection ended upstream (revoked or refresh failed): connect again. */
  reconnect: z.boolean().optional(),
  username: z.string().nullable().optional(),
  wallet: z.string().nullable().optional(),
  scopes: z.array(z.string()).optional(),
  /** ISO time the current access token expires (the server refreshes it). */
  accessExpiresAt: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The widget's view of the same answer (lib/client/embed.ts): connected, and as whom. */
export type SessionStatus = Pick<SessionResponse, 'connected' | 'reconnect' | 'username'>;

/** The connected person as a page's features see them: what they may do, and with which wallet. */
export interface Viewer {
  scopes: string[];
  wallet: string | null;
}

/** One proposal as the connected person sees it: what its actions are decided from. */
export interface ProposalViewer extends Viewer {
  governance: Governance;
  proposal: Proposal;
  /** The person's votes on this governance (from the governance read); only those on `proposal` are read. */
  viewerVotes: Vote[];
  /** The network's current Unix time (from `useNetworkNow`). */
  nowUnix: bigint;
  /** The token's symbol, for amounts ("10,000 LUMEN"); "tokens" when absent. */
  symbol?: string | null;
}

/** A token's governance as its page hands it to the creator's writes (propose, extend, finalize). */
export interface TokenWindowView {
  mint: string;
  governance: Governance;
  proposals: Proposal[];
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string | null;
}
