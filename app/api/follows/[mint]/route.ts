// PUT /api/follows/{mint} – follow a token by hand; DELETE – stop following it (it stays while held or written to)
import { catalogueError } from '@/lib/partner';
import { isTokenMint } from '@/lib/server/chain';
import { addFollow, followStanding, mintParam, removeFollow, sessionWallet } from '@/lib/server/holdings';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const PUT = route<{ mint: string }>('follows.add', async ({ request, params, rt }) => {
  const wallet = await sessionWallet(rt, await requireSession(rt, request));
  const mint = mintParam(params.mint);
  if (!(await isTokenMint(rt.chain, mint)))
    throw catalogueError('not_found', { message: 'There is no token at this address to follow.' });
  const db = await rt.db();
  await addFollow(db, wallet, mint);
  return json(await followStanding({ db, chain: rt.chain }, wallet, mint));
});

export const DELETE = route<{ mint: string }>('follows.remove', async ({ request, params, rt }) => {
  const wallet = await sessionWallet(rt, await requireSession(rt, request));
  const mint = mintParam(params.mint);
  const db = await rt.db();
  await removeFollow(db, wallet, mint);
  return json(await followStanding({ db, chain: rt.chain }, wallet, mint));
});

export const { GET, POST, PATCH } = otherMethods('follows.one', ['PUT', 'DELETE']);
