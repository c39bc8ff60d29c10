import { Badge } from './badge';

/** The tones of a state: the same five as the badge's. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The dot of each tone. */
export const TONE_DOT: Record<Tone, string> = {
  neutral: 'bg-muted-foreground',
  info: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/**
 * A state badge whose words are in the body colour (readable in both themes at small sizes), with the
 * tone in the tint and a dot; the words carry the meaning, never the colour alone.
 */
export function StatusBadge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <Badge tone={tone} className="text-foreground">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${TONE_DOT[tone]}`} />
      {children}
    </Badge>
  );
}
