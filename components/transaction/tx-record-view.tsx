import type * as React from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TxRecord, TxRecordTokenChange } from '@/lib/api';
import { shortAddress } from '@/lib/domain';
import { count, countText, signedChange, solAmount, unitsAmount } from '@/lib/format';
import { Address } from './address';
import { Instructions } from './instructions';
import { describeTxError, STATUS } from './words';

// A transaction as the network records it, rendered on the server: its standing and fee, what it changed
// for each account (SOL, then tokens by owner), and the instructions it ran with the accounts each was
// given. Only the block time runs in the browser (the person's time zone).

type Details = NonNullable<TxRecord['details']>;

function Row({ label, children, id }: { label: string; children: React.ReactNode; id: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4" data-testid={`tx-${id}`}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Summary({ record, wallet }: { record: TxRecord; wallet: string | null }) {
  const status = STATUS[record.status];
  const details = record.details;
  return (
    <Card aria-labelledby="tx-summary" className="grid gap-4">
      <CardTitle id="tx-summary">Summary</CardTitle>
      <dl className="grid gap-3">
        <Row label="Status" id="status">
          <span className="grid justify-items-start gap-1">
            <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
            <span className="text-muted-foreground">{status.explanation}</span>
          </span>
        </Row>
        {record.err ? (
          <Row label="Error" id="error">
            {describeTxError(record.err)}
          </Row>
        ) : null}
        <Row label="Slot" id="slot">
          <span className="font-mono tabular-nums">{countText(record.slot)}</span>
        </Row>
        <Row label="Block time" id="block-time">
          {record.blockTime === null ? 'Not known yet' : <LocalDateTime unix={record.blockTime} />}
        </Row>
        {details ? (
          <>
            <Row label="Network fee" id="fee">
              <span className="font-mono tabular-nums">{solAmount(details.fee)}</span>
              <span className="text-muted-foreground"> (paid by the fee payer, whatever the outcome)</span>
            </Row>
            <Row label="Fee payer" id="fee-payer">
              <Address address={details.feePayer} you={wallet} />
            </Row>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

const cell = 'border-t border-border px-2 py-2 align-top first:pl-0 last:pr-0';
const head = 'px-2 pb-2 text-left text-xs font-medium text-muted-foreground first:pl-0 last:pr-0';

function tokenUnit(change: TxRecordTokenChange): string {
  return change.symbol ?? `tokens of ${shortAddress(change.mint)}`;
}

/** A table of balance changes: its columns, then "Change" on the right; no header row without rows. */
function ChangeTable({
  caption,
  testId,
  columns,
  children,
}: {
  caption: string;
  testId: string;
  columns: string[] | null;
  children: React.ReactNode;
}) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="pb-2 text-left text-sm font-medium">{caption}</caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={head}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${head} text-right`}>
              Change
            </th>
          </tr>
        </thead>
      ) : null}
      <tbody>{children}</tbody>
    </table>
  );
}

function BalanceChanges({ details, wallet }: { details: Details; wallet: string | null }) {
  const moved = details.accounts.filter((account) => account.solChange !== 0n);
  const still = details.accounts.length - moved.length;
  return (
    <Card aria-labelledby="tx-changes" className="grid gap-4">
      <div className="grid gap-1">
        <CardTitle id="tx-changes">Balance changes</CardTitle>
        <CardDescription>
          What the transaction changed, read from the balances before and after it.
        </CardDescription>
      </div>
      <div className="overflow-x-auto">
        <ChangeTable caption="SOL" testId="tx-sol-changes" columns={['Account']}>
          {moved.map((account) => (
            <tr key={account.address}>
              <td className={cell}>
                <Address address={account.address} you={wallet} />
              </td>
              <td className={`${cell} text-right font-mono tabular-nums`}>
                {signedChange(account.solChange, solAmount)}
              </td>
            </tr>
          ))}
        </ChangeTable>
        {still > 0 ? (
          <p className="pt-2 text-xs text-muted-foreground">
            {count(still, 'other account')} kept {still === 1 ? 'its' : 'their'} SOL.
          </p>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <ChangeTable
          caption="Tokens"
          testId="tx-token-changes"
          columns={details.tokenChanges.length === 0 ? null : ['Owner', 'Token account']}
        >
          {details.tokenChanges.map((change) => (
            <tr key={change.account}>
              <td className={cell}>
                {change.owner ? <Address address={change.owner} you={wallet} /> : 'Not reported'}
              </td>
              <td className={cell}>
                <Address address={change.account} />
              </td>
              <td className={`${cell} text-right font-mono tabular-nums`}>
                {signedChange(change.change, (size) => unitsAmount(size, change.decimals, tokenUnit(change)))}
              </td>
            </tr>
          ))}
        </ChangeTable>
        {details.tokenChanges.length === 0 ? (
          <p className="text-sm text-muted-foreground">No token balance changed.</p>
        ) : null}
      </div>
    </Card>
  );
}

/** The transaction page's body. `wallet` is the connected person's, marked where it appears. */
export function TxRecordView({ record, wallet }: { record: TxRecord; wallet: string | null }) {
  return (
    <div className="grid max-w-4xl gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">Network record</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Transaction {shortAddress(record.signature, 8)}
        </h1>
        <p className="font-mono text-xs break-all text-muted-foreground" data-testid="tx-signature-full">
          {record.signature}
        </p>
      </header>
      <Summary record={record} wallet={wallet} />
      {record.details ? (
        <>
          <BalanceChanges details={record.details} wallet={wallet} />
          <Instructions details={record.details} />
        </>
      ) : (
        <Card>
          <p className="text-sm text-muted-foreground">
            Its fee, balance changes and instructions can be read once the network confirms it. Reload this
            page in a few seconds.
          </p>
        </Card>
      )}
    </div>
  );
}
