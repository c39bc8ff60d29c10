import { Badge } from '@/components/ui/badge';
import type { Tone } from './activity-view';

const dot: Record<Tone, string> = {
  neutral: 'bg-muted-foreground',
  info: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** Where a write stands: the words in the body colour, the tone in the tint and a dot, never colour alone. */
export function ActivityStatus({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <Badge tone={tone} className="text-foreground">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot[tone]}`} />
      {children}
    </Badge>
  );
}
