// GET /api/balance/{mint} – the signed-in person's balance of one token in base units, and their SOL
import { catalogueError } from '@/lib/partner';
import { isAddress } from '@/lib/domain';
import { walletBalance } from '@/lib/server/chain/balance';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route<{ mint: string }>('balance.read', async ({ request, params, rt }) => {
  const { view } = await requireSession(rt, request);
  if (!isAddress(params.mint)) {
    throw catalogueError('invalid_address', { message: 'The token address is not a valid Solana address.' });
  }
  if (view.wallet === null || !isAddress(view.wallet)) {
    throw catalogueError('invalid_wallet', {
      message: 'Your wallet address is not known, so no balance can be read.',
    });
  }
  return json(await walletBalance(rt.chain, view.wallet, params.mint));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('balance.read', ['GET']);
