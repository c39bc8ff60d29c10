import { formatAmount } from '@/lib/domain';
import type { TxReport } from '@/lib/client/tx';
import { solAmount } from '@/lib/format';

/**
 * What a confirmed transaction did to the person's wallet, from its balance changes: "10,000 LUMEN left
 * your wallet (locked). Fees paid: 0.001010 SOL." Null when the report has nothing to say.
 */
export function resultOf(report: TxReport | null, mint: string, symbol?: string | null): string | null {
  if (!report) return null;
  const parts: string[] = [];
  const change = report.changes?.tokens.find((t) => t.mint === mint);
  if (change) {
    const delta = BigInt(change.delta);
    const amount = formatAmount(delta < 0n ? -delta : delta, change.decimals);
    const unit = symbol || 'tokens';
    if (delta < 0n) parts.push(`${amount} ${unit} left your wallet (locked).`);
    if (delta > 0n) parts.push(`${amount} ${unit} came back to your wallet.`);
  }
  if (report.fee && /^[0-9]+$/.test(report.fee)) parts.push(`Fees paid: ${solAmount(BigInt(report.fee))}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
