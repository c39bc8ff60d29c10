import type { HoldingsOverview } from '@/lib/api/holdings';
import { IntentLink } from '@/components/ui/intent-link';
import { count } from '@/lib/format';
import { HoldingList } from './holding-list';

/** The home page's top lines of My governance: the 3 most urgent of her tokens and the way to the rest. */
export function TopHoldings({ overview }: { overview: HoldingsOverview }) {
  return (
    <section aria-labelledby="top-holdings-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-holdings-title" className="text-xl font-semibold tracking-tight">
          My governance
        </h2>
        <IntentLink href="/me" className="text-sm font-medium text-primary hover:underline">
          See all {count(overview.rows.length, 'token')}
        </IntentLink>
      </div>
      <HoldingList overview={overview} limit={3} />
    </section>
  );
}
