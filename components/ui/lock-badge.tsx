import { Badge } from '@/components/ui/badge';

/** A padlock, drawn inline; decorative (the word beside it carries the meaning). */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className ?? 'size-3'} fill="none">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** "Locked" with a padlock: a field that no proposal can change any more. */
export function LockedBadge({ label = 'Locked' }: { label?: string }) {
  return (
    <Badge tone="neutral" className="text-foreground">
      <LockIcon />
      {label}
    </Badge>
  );
}
