import type * as React from 'react';
import type { HoldingRow as Row } from '@/lib/api/holdings';
import { Badge } from '@/components/ui/badge';
import { IntentLink } from '@/components/ui/intent-link';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { TokenImage } from '@/components/ui/token-image';
import { tokenAmount } from '@/lib/format';
import { endsIn, needText, REASON_WORDS, statusText } from './words';

const link = 'font-medium text-primary underline-offset-2 hover:underline';

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** One followed token: what it is, why it is listed, her figures, and its open proposals with her status. */
export function HoldingRow({
  row,
  nowUnix,
  compact = false,
}: {
  row: Row;
  nowUnix: bigint;
  compact?: boolean;
}) {
  const { mint, token } = row;
  const symbol = token.symbol;
  const tokenPage = `/tokens/${mint}`;
  const proposalPage = (proposal: string) => `/tokens/${mint}/proposals/${proposal}`;
  const need = needText(row, nowUnix);
  const titleId = `holding-${mint}`;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
      data-testid="holding-row"
      data-mint={mint}
    >
      <div className="flex flex-wrap items-start gap-3">
        <TokenImage
          src={token.image}
          symbol={symbol}
          name={token.name}
          className="size-10 rounded-lg sm:size-12"
        />
        <div className="grid min-w-40 flex-1 gap-1">
          <h3 id={titleId} className="font-semibold">
            <IntentLink href={tokenPage} className="hover:underline">
              {token.name ?? row.label}
              {symbol && token.name ? (
                <span className="ml-2 font-normal text-muted-foreground">{symbol}</span>
              ) : null}
            </IntentLink>
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {row.kind === 'trade_only' ? <Badge>Trade only</Badge> : null}
            {row.kind === 'unreadable' ? <Badge tone="danger">Could not be read</Badge> : null}
            {row.reasons.map((reason) => (
              <Badge key={reason} tone="info">
                {REASON_WORDS[reason]}
              </Badge>
            ))}
          </div>
        </div>
        {need ? (
          <Badge tone="warning" className="whitespace-normal" data-testid="holding-need">
            {need}
          </Badge>
        ) : null}
      </div>

      {row.kind === 'unreadable' ? <p className="text-sm text-danger">{row.message}</p> : null}
      {row.kind === 'trade_only' ? (
        <p className="text-sm text-muted-foreground">
          This token has no governance: nothing to vote on or lock. You can still trade it from{' '}
          <IntentLink href={tokenPage} className={link}>
            its page
          </IntentLink>
          .
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term="Balance">
          {row.balance === null ? 'Not known' : tokenAmount(row.balance, symbol)}
        </Figure>
        {row.kind === 'governed' ? (
          <>
            <Figure term="Locked in votes">{tokenAmount(row.summary.locked, symbol)}</Figure>
            <Figure term="Withdrawable now">
              {row.summary.withdrawFrom ? (
                <IntentLink href={proposalPage(row.summary.withdrawFrom)} className={link}>
                  {tokenAmount(row.summary.withdrawable, symbol)}
                </IntentLink>
              ) : (
                tokenAmount(0n, symbol)
              )}
            </Figure>
            <Figure term="Nearest deadline">
              {row.summary.open[0] ? (
                <IntentLink href={proposalPage(row.summary.open[0].proposal)} className={link}>
                  {endsIn(row.summary.open[0].endsAtUnix, nowUnix)}
                </IntentLink>
              ) : (
                'No open vote'
              )}
            </Figure>
          </>
        ) : null}
      </dl>

      {row.kind === 'governed' && !compact ? <GovernedDetails row={row} nowUnix={nowUnix} /> : null}
    </li>
  );
}

function GovernedDetails({ row, nowUnix }: { row: Extract<Row, { kind: 'governed' }>; nowUnix: bigint }) {
  const { mint, summary, token } = row;
  const symbol = token.symbol;
  const proposalPage = (proposal: string) => `/tokens/${mint}/proposals/${proposal}`;
  return (
    <>
      {summary.open.length > 0 ? (
        <ul
          className="grid gap-2 border-t border-border pt-3 text-sm"
          aria-label={`Open proposals on ${row.label}`}
        >
          {summary.open.map((line) => (
            <li key={line.proposal} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <IntentLink href={proposalPage(line.proposal)} className={link}>
                Proposal #{line.proposalIndex}
              </IntentLink>
              <span className="text-muted-foreground">
                {endsIn(line.endsAtUnix, nowUnix)} (<LocalDateTime unix={line.endsAtUnix} />)
              </span>
              <span className="basis-full sm:basis-auto">{statusText(line.status, symbol)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {summary.reclaimFrom || summary.awaitingSettlement.length > 0 || summary.window ? (
        <ul className="grid gap-1 border-t border-border pt-3 text-sm">
          {summary.reclaimFrom ? (
            <li>
              Your bond of {tokenAmount(summary.reclaimable, symbol)} can be reclaimed:{' '}
              <IntentLink href={proposalPage(summary.reclaimFrom)} className={link}>
                open its proposal
              </IntentLink>
            </li>
          ) : null}
          {summary.awaitingSettlement.map((proposal) => (
            <li key={proposal}>
              Voting ended; anyone may settle it now:{' '}
              <IntentLink href={proposalPage(proposal)} className={link}>
                open the proposal
              </IntentLink>
            </li>
          ))}
          {summary.window ? (
            <li>
              {summary.window.state === 'mutable' ? (
                <>
                  You created this token; its metadata can change until{' '}
                  <LocalDateTime unix={summary.window.endsAtUnix} /> (
                  {endsIn(summary.window.endsAtUnix, nowUnix)}).{' '}
                </>
              ) : (
                <>You created this token; its metadata window has ended and the lapse can be recorded. </>
              )}
              <IntentLink href={`/tokens/${mint}/propose`} className={link}>
                Manage the window
              </IntentLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
