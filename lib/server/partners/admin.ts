import 'server-only';
import { ApiError } from '@/lib/partner';
import type { ServerConfig } from '../config';
import type { RequestHead } from '../http/request-head';
import type { Runtime } from '../runtime';
import { sessionOf, type CurrentSession } from '../session';

// Who is on the partner team: the wallets named in PARTNER_ADMIN_WALLETS, recognised by the wallet of the
// profile an OAuth sign-in gave. The console's routes answer `403 partner_only` to everyone else,
// connected or not.

export function isPartnerAdmin(
  config: Pick<ServerConfig, 'partnerAdminWallets'>,
  wallet: string | null | undefined,
): boolean {
  return typeof wallet === 'string' && config.partnerAdminWallets.includes(wallet);
}

/** The request's session when it is a partner team member's (active, with a listed wallet), else `403`. */
export async function requirePartnerAdmin(
  rt: Pick<Runtime, 'store' | 'config'>,
  request: RequestHead,
): Promise<CurrentSession> {
  const session = await sessionOf(rt, request);
  if (!session || session.view.status !== 'active' || !isPartnerAdmin(rt.config, session.view.wallet))
    throw ApiError.from('partner_only');
  return session;
}
