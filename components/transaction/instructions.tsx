import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import type { TxRecord } from '@/lib/api';
import { count, countText } from '@/lib/format';
import { Address } from './address';
import { programName } from './words';

/** The instructions a transaction ran, in order: each program by name where known, with its accounts. */
export function Instructions({ details }: { details: NonNullable<TxRecord['details']> }) {
  const roles = (address: string) => {
    const account = details.accounts.find((a) => a.address === address);
    if (!account) return '';
    return [account.signer ? 'signer' : null, account.writable ? 'writable' : 'read-only']
      .filter(Boolean)
      .join(', ');
  };
  return (
    <Card aria-labelledby="tx-instructions" className="grid gap-4">
      <div className="grid gap-1">
        <CardTitle id="tx-instructions">Instructions</CardTitle>
        <CardDescription>
          {count(details.instructions.length, 'instruction')}, run in this order; each program is given these
          accounts.
        </CardDescription>
      </div>
      <ol className="grid gap-3" data-testid="tx-instruction-list">
        {details.instructions.map((instruction, index) => (
          <li key={index} className="grid gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
            <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
              <span>
                {countText(index + 1)}. {programName(instruction.program) ?? 'Program'}
              </span>
              <Address address={instruction.program} />
            </h3>
            {instruction.accounts.length === 0 ? (
              <p className="text-xs text-muted-foreground">No accounts.</p>
            ) : (
              <ol className="grid gap-1 text-xs" aria-label={`Accounts of instruction ${index + 1}`}>
                {instruction.accounts.map((address, at) => (
                  <li key={at} className="flex flex-wrap items-center gap-x-2">
                    <span className="w-5 text-right text-muted-foreground tabular-nums">
                      {countText(at + 1)}
                    </span>
                    <Address address={address} />
                    <span className="text-muted-foreground">{roles(address)}</span>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
