import type { HoldingsOverview } from '@/lib/api/holdings';
import { HoldingRow } from './holding-row';

/** Her followed tokens, most urgent first (`limit`: only the first few, in short). */
export function HoldingList({ overview, limit }: { overview: HoldingsOverview; limit?: number }) {
  const rows = limit === undefined ? overview.rows : overview.rows.slice(0, limit);
  return (
    <div className="grid gap-3">
      {!overview.heldRead ? (
        <p role="status" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          Your wallet’s tokens could not be read from the network right now, so tokens you only hold may be
          missing below. Reload in a moment.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-muted-foreground">
          You hold no tokens yet and follow none. Open a token and select Follow to see it here.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Your tokens, most urgent first">
          {rows.map((row) => (
            <HoldingRow key={row.mint} row={row} nowUnix={overview.nowUnix} compact={limit !== undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}
