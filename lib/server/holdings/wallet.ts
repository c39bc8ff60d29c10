import 'server-only';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import type { CurrentSession } from '../session';

/** The session's wallet, or `400 invalid_wallet` when the service did not name one. */
export function sessionWallet({ view }: CurrentSession): string {
  if (view.wallet === null || !isAddress(view.wallet))
    throw catalogueError('invalid_wallet', {
      message: 'Your wallet address is not known, so the tokens you follow cannot be read.',
    });
  return view.wallet;
}

/** A mint from a path, or `400 invalid_address`. */
export function mintParam(mint: string): string {
  if (!isAddress(mint))
    throw catalogueError('invalid_address', { message: 'The token address is not a valid Solana address.' });
  return mint;
}
