import { cn } from '@/components/ui/cn';
import { LineIcon } from '@/components/ui/line-icon';

/** A check mark or a cross next to words that say the same (never colour alone). */
export function MetIcon({ met, className }: { met: boolean; className?: string }) {
  return (
    <LineIcon
      viewBox="0 0 16 16"
      className={cn('size-4 shrink-0', met ? 'text-success' : 'text-danger', className)}
      strokeWidth="2"
    >
      <circle cx="8" cy="8" r="7" strokeWidth="1.5" />
      {met ? <path d="M5 8.2l2 2 4-4.4" /> : <path d="M5.5 5.5l5 5m0-5l-5 5" />}
    </LineIcon>
  );
}

export function WarningIcon({ className }: { className?: string }) {
  return (
    <LineIcon
      viewBox="0 0 16 16"
      className={cn('size-4 shrink-0 text-warning', className)}
      strokeWidth="1.75"
    >
      <path d="M8 1.8l6.5 11.7h-13z" />
      <path d="M8 6.2v3.3m0 2.2v.1" />
    </LineIcon>
  );
}
