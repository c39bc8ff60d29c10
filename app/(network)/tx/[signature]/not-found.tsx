import { TxNotFound } from '@/components/transaction/tx-not-found';

export default function NotFound() {
  return <TxNotFound />;
}
