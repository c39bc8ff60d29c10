import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TxRecordView } from '@/components/transaction/tx-record-view';
import { isSignature, shortAddress } from '@/lib/domain';
import { readTransactionRecord } from '@/lib/server/chain';
import { readMintSymbol } from '@/lib/server/mint-metadata';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';

type Params = { params: Promise<{ signature: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { signature } = await params;
  return {
    title: isSignature(signature)
      ? `Transaction ${shortAddress(signature, 6)}`
      : 'Not a transaction signature',
  };
}

// GET /tx/{signature} – a transaction as the network records it: status, slot, time, fee, balance
// changes and instructions, read through the server's RPC connection. 404 for a malformed signature and
// for one the network does not know.
export default async function TransactionPage({ params }: Params) {
  const { signature } = await params;
  if (!isSignature(signature)) notFound();
  const session = await pageSession().catch(() => null);
  const active = session?.view.status === 'active' ? session : null;
  // A connected person's session also finds the symbols of governed tokens (their metadata account is
  // the one their governance names).
  const rt = pageRuntime();
  const record = await readTransactionRecord(rt.chain, signature, {
    symbolOf: (mint) => readMintSymbol(rt, mint, active?.sessionId ?? null),
  });
  if (!record) notFound();
  const wallet = active?.view.wallet ?? null;
  return <TxRecordView record={record} wallet={wallet} />;
}
