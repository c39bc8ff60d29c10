// The voter list as CSV (RFC 4180: comma separated, CRLF line ends, fields quoted when needed), built
// in the browser from the rows already loaded. Amounts are exact: base units and tokens without
// thousands separators.

import { formatTokens } from '@/lib/domain';
import type { Vote } from '@/lib/partner';

export const CSV_HEADER = [
  'voter',
  'side',
  'amount',
  'amountTokens',
  'countedAsVoter',
  'active',
  'withdrawn',
  'signature',
  'blockTime',
] as const;

/**
 * One field: quoted when it holds a comma, quote, CR or LF (quotes doubled). Text a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe first.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function votesToCsv(votes: readonly Vote[]): string {
  const rows = votes.map((v) =>
    [
      v.voter,
      v.side,
      v.amount,
      formatTokens(BigInt(v.amount), { group: false }),
      String(v.countedAsVoter),
      String(v.active),
      String(v.withdrawn),
      v.signature,
      v.blockTime,
    ].map(csvField),
  );
  return [CSV_HEADER.join(','), ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}

/** "votes-DyKV…cpnpv-top-200.csv" */
export function csvFileName(proposal: string, count: number): string {
  return `votes-${proposal.slice(0, 8)}-top-${count}.csv`;
}
