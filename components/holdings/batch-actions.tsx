'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { BatchItem, BatchPlan } from '@/lib/domain/batch';
import { count } from '@/lib/format';

// The review, with its rows and the write flow, loads when she first opens it.
const BatchReview = dynamic(() => import('./batch-review').then((m) => m.BatchReview), { ssr: false });

type Choice = 'withdraw' | 'settle' | 'both';

function itemsOf(plan: BatchPlan, choice: Choice): BatchItem[] {
  if (choice === 'withdraw') return plan.withdraw;
  if (choice === 'settle') return plan.settle;
  return [...plan.withdraw, ...plan.settle];
}

/**
 * Withdraw all and Settle all on My governance, shown only when there is something to do: a review of
 * every write, then one write each, one after the other. My governance is read again once they end.
 */
export function BatchActions({ plan }: { plan: BatchPlan }) {
  const router = useRouter();
  // The review of the last choice, kept while its writes run (and after, to read its rows) even once the
  // refreshed page plans nothing more.
  const [review, setReview] = React.useState<{ items: BatchItem[]; epoch: number } | null>(null);
  const [open, setOpen] = React.useState(false);
  const [running, setRunning] = React.useState(false);
  const withdrawals = plan.withdraw.length;
  const settlements = plan.settle.length;

  const choose = (choice: Choice) => {
    setReview((current) => ({ items: itemsOf(plan, choice), epoch: (current?.epoch ?? 0) + 1 }));
    setOpen(true);
  };

  return (
    <>
      {withdrawals + settlements > 0 || running ? (
        <section
          aria-labelledby="batch-heading"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3"
        >
          <div className="grid min-w-48 flex-1 gap-0.5">
            <h2 id="batch-heading" className="font-semibold">
              Ready for you across your tokens
            </h2>
            <p className="text-sm text-muted-foreground">
              {running
                ? 'Your writes are being sent, one after the other.'
                : [
                    withdrawals > 0 ? `${count(withdrawals, 'lock')} to withdraw` : null,
                    settlements > 0 ? `${count(settlements, 'proposal')} to settle` : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {running ? (
              <Button size="sm" onClick={() => setOpen(true)}>
                Show progress
              </Button>
            ) : (
              <>
                {withdrawals > 0 ? (
                  <Button size="sm" variant="secondary" onClick={() => choose('withdraw')}>
                    Withdraw all
                  </Button>
                ) : null}
                {settlements > 0 ? (
                  <Button size="sm" variant="secondary" onClick={() => choose('settle')}>
                    Settle all
                  </Button>
                ) : null}
                {withdrawals > 0 && settlements > 0 ? (
                  <Button size="sm" onClick={() => choose('both')}>
                    Withdraw and settle all
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </section>
      ) : null}
      {review ? (
        <BatchReview
          key={review.epoch}
          items={review.items}
          open={open}
          onOpenChange={setOpen}
          onStarted={() => setRunning(true)}
          onFinished={() => {
            setRunning(false);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
