import type * as React from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: React.ComponentProps<'section'>) {
  return (
    <section className={cn('rounded-xl border border-border bg-card p-5 shadow-xs', className)} {...props} />
  );
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return <h2 className={cn('text-base font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
