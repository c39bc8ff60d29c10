import type { TallyView } from './proposal-view';

/** Yes and no weight as one bar (decorative) with the amounts and shares in text beside it. */
export function MiniTally({ tally }: { tally: TallyView }) {
  const cast = tally.yes + tally.no;
  return (
    <div className="grid gap-1">
      <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-muted">
        {cast > 0n ? (
          <>
            <div className="h-full bg-success" style={{ width: `calc(${tally.yesBps} * 100% / 10000)` }} />
            <div className="h-full bg-danger" style={{ width: `calc(${tally.noBps} * 100% / 10000)` }} />
          </>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{tally.text}</p>
    </div>
  );
}
