import { z } from 'zod';

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
