import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { isRunning, type FlowState } from '@/lib/client/write-flow';
import { announcementOf } from './flow-view';

/** While the write's dialog is closed: where it stands, announced politely, with a way back to it. */
export function WriteStatus({
  state,
  noun,
  onShow,
  compact = false,
}: {
  state: FlowState;
  noun: string;
  onShow: () => void;
  compact?: boolean;
}) {
  const tone =
    state.phase === 'failed'
      ? 'border-danger/40 bg-danger/10'
      : state.phase === 'unknown' || (state.phase === 'confirming' && state.slow)
        ? 'border-warning/50 bg-warning/10'
        : state.phase === 'done'
          ? 'border-success/40 bg-success/10'
          : 'border-border bg-muted/60';
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2', tone)}>
      <p role="status" aria-live="polite" className={cn(compact ? 'text-xs' : 'text-sm')}>
        {announcementOf(state, noun)}
      </p>
      <Button variant="link" size="sm" onClick={onShow} className="text-xs">
        {isRunning(state) ? 'Show progress' : 'Show details'}
      </Button>
    </div>
  );
}
