// What a page knows of the connected person: the session and the profile's 1-click trading flag. The server
// reads it for the page it renders (lib/server/account.ts); the account panel shows it.

export type AccountSummary =
  | { state: 'disconnected' }
  | { state: 'reconnect' }
  | {
      state: 'connected';
      username: string | null;
      wallet: string | null;
      scopes: string[];
      /** From `GET /partner/v1/me`; null when it could not be read (no profile scope, or unavailable). */
      tradingEnabled: boolean | null;
    };
