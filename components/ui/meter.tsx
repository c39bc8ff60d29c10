import type * as React from 'react';
import { cn } from './cn';

const FULL_BPS = 10_000;

type MeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Accessible name of the measured quantity. */
  label: string;
  /** Progress in basis points of the bar (10000 fills it); values outside are clamped for drawing only. */
  valueBps: number;
  /** Optional threshold, in basis points of the bar, drawn as a marker line. */
  thresholdBps?: number;
  /** Spoken and shown value, e.g. "4.1% of supply (15% needed)". */
  valueText: string;
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info';
};

const toneClass = {
  neutral: 'bg-muted-foreground',
  info: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
} as const;

const clamp = (bps: number) => Math.min(FULL_BPS, Math.max(0, Math.trunc(bps)));

/** A horizontal meter with an optional threshold marker. Widths are computed by CSS from basis points. */
export function Meter({
  label,
  valueBps,
  thresholdBps,
  valueText,
  tone = 'info',
  className,
  ...props
}: MeterProps) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={FULL_BPS}
      aria-valuenow={clamp(valueBps)}
      aria-valuetext={valueText}
      className={cn('relative h-2.5 w-full overflow-visible rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', toneClass[tone])}
        style={{ width: `calc(${clamp(valueBps)} * 100% / ${FULL_BPS})` }}
      />
      {thresholdBps !== undefined ? (
        <div
          aria-hidden="true"
          className="absolute -top-1 h-4.5 w-0.5 rounded bg-foreground/70"
          style={{ left: `calc(${clamp(thresholdBps)} * 100% / ${FULL_BPS} - 1px)` }}
        />
      ) : null}
    </div>
  );
}
