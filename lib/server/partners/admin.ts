import 'server-only';
import type { ServerConfig } from '../config';

// Who is on the partner's team: the wallets PARTNER_ADMIN_WALLETS names, recognised by the wallet of the
// profile a person connected with (the same OAuth sign-in as everyone's). The console's gate (gate.ts)
// admits them and answers `403 partner_only` to everyone else.

/** True when `wallet` is one of the team's wallets; a person without a wallet never is. */
export function isPartnerAdmin(
  config: Pick<ServerConfig, 'partnerAdminWallets'>,
  wallet: string | null | undefined,
): boolean {
  return typeof wallet === 'string' && config.partnerAdminWallets.includes(wallet);
}
