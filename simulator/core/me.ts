import type { Handler } from './types';

// GET /partner/v1/me – the connected user's profile
export const meHandler: Handler = async ({ caller }) => ({
  user: {
    tradingEnabled: caller.user.tradingEnabled,
    wallet: caller.user.wallet,
    username: caller.user.username,
  },
});
