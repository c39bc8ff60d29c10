import { cn } from '@/components/ui/cn';
import { TONE_DOT, type Tone } from '@/components/ui/status-badge';

export type TagTone = Tone;

const border: Record<TagTone, string> = {
  success: 'border-success/50',
  danger: 'border-danger/50',
  warning: 'border-warning/60',
  info: 'border-primary/40',
  neutral: 'border-border',
};

/**
 * A small label whose words carry the meaning and whose colour is only a dot and a border, so the text
 * keeps full contrast in both themes (the tinted ui Badge tones fall below 4.5:1 in the light theme).
 */
export function Tag({
  tone,
  children,
  className,
}: {
  tone: TagTone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border bg-card px-2 py-0.5 text-xs font-medium whitespace-nowrap text-foreground',
        border[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 shrink-0 rounded-full', TONE_DOT[tone])} />
      {children}
    </span>
  );
}
