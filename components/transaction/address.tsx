import { shortAddress } from '@/lib/domain';

/** An address shortened for the eye, whole in its title and for screen readers and copying. */
export function Address({ address, you }: { address: string; you?: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <code className="font-mono text-xs" title={address}>
        <span aria-hidden="true">{shortAddress(address, 6)}</span>
        <span className="sr-only">{address}</span>
      </code>
      {you && address === you ? (
        <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium">your wallet</span>
      ) : null}
    </span>
  );
}
