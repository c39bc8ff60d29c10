import { shortAddress } from '@/lib/domain';
import { cn } from '@/components/ui/cn';

/**
 * A short address that opens to the full one on click, tap or Enter (a native disclosure, so it works
 * without hover and with the keyboard).
 */
export function AddressDetails({
  address,
  label,
  className,
}: {
  address: string;
  label?: string;
  className?: string;
}) {
  return (
    <details className={cn('group inline-block max-w-full align-top', className)}>
      <summary className="cursor-pointer list-none rounded font-mono text-sm underline decoration-dotted underline-offset-4 [&::-webkit-details-marker]:hidden">
        {label ? <span className="sr-only">{label} </span> : null}
        {shortAddress(address)}
        <span className="sr-only">, show the full address</span>
      </summary>
      <span className="mt-1 block font-mono text-xs break-all text-muted-foreground select-all">
        {address}
      </span>
    </details>
  );
}
