import 'server-only';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { knownWallet } from '../auth/profile';
import type { Runtime } from '../runtime';
import type { CurrentSession } from '../session';

/**
 * The session's wallet (read from the service when the login could not, see `knownWallet`), or `422
 * invalid_wallet` when the service names none.
 */
export async function sessionWallet(
  rt: Pick<Runtime, 'partner' | 'store'>,
  session: CurrentSession,
): Promise<string> {
  const wallet = await knownWallet(rt, session);
  if (wallet === null || !isAddress(wallet))
    throw catalogueError('invalid_wallet', {
      message: 'Your wallet address is not known, so the tokens you follow cannot be read.',
    });
  return wallet;
}

/** A mint from a path, or `400 invalid_address`. */
export function mintParam(mint: string): string {
  if (!isAddress(mint))
    throw catalogueError('invalid_address', { message: 'The token address is not a valid Solana address.' });
  return mint;
}
