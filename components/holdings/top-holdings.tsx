import type { HoldingsOverview } from '@/lib/api/holdings';
import { HeadedSection } from '@/components/ui/headed-section';
import { IntentLink } from '@/components/ui/intent-link';
import { count } from '@/lib/format';
import { HoldingList } from './holding-list';

/** The home page's top lines of My governance: the 3 most urgent of her tokens and the way to the rest. */
export function TopHoldings({ overview }: { overview: HoldingsOverview }) {
  return (
    <HeadedSection
      id="top-holdings-title"
      title="My governance"
      titleClassName="text-xl font-semibold tracking-tight"
      aside={
        <IntentLink href="/me" className="text-sm font-medium text-primary hover:underline">
          See all {count(overview.rows.length, 'token')}
        </IntentLink>
      }
    >
      <HoldingList overview={overview} limit={3} />
    </HeadedSection>
  );
}
