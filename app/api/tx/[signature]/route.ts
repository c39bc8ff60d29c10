// GET /api/tx/{signature} – a transaction's confirmation status and the signed-in user's balance changes
import type { TxReport } from '@/lib/api';
import { catalogueError } from '@/lib/partner';
import { isSignature, transactionReport } from '@/lib/server/chain';
import { otherMethods, route } from '@/lib/server/http/route';
import { json } from '@/lib/server/http/respond';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route<{ signature: string }>('tx.status', async ({ request, params, rt }) => {
  const { view } = await requireSession(rt, request);
  if (!isSignature(params.signature)) {
    throw catalogueError('invalid_input', { message: 'The transaction signature is not valid.' });
  }
  return json(
    (await transactionReport(
      rt.chain,
      params.signature,
      view.wallet,
      rt.config.partnerFeeWallet,
    )) satisfies TxReport,
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('tx.status', ['GET']);
