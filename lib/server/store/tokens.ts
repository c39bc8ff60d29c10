import 'server-only';

/** A token pair as the store keeps it: what the OAuth client returns from an exchange or a refresh. */
export type TokenSet = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  /** The service does not tell refresh-token lifetimes; null when unknown. */
  refreshExpiresAt: Date | null;
  scopes: string[];
};

/**
 * A refresh request may have reached the service, but its answer was lost (timeout, connection reset,
 * a gateway error, an unreadable body). The service may already have rotated the refresh token, and
 * replaying a rotated-out token revokes the whole connection, so the old one must never be sent again.
 */
export class RefreshOutcomeUnknownError extends Error {
  override readonly name = 'RefreshOutcomeUnknownError';

  constructor(reason: string) {
    super(`The outcome of a token refresh is unknown: ${reason}.`);
  }
}
