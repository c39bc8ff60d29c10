'use client';

import * as React from 'react';
import { Button } from './button';
import { cn } from './cn';

type Props = { title: string; className?: string; children: React.ReactNode };
type State = { error: Error | null };

/**
 * A local error boundary: when one panel fails to render, it alone shows a short message and a retry,
 * and the rest of the page keeps working.
 */
export class PanelBoundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { title, className, children } = this.props;
    if (!this.state.error) return <div className={className}>{children}</div>;
    return (
      <div className={className}>
        <section
          role="alert"
          className={cn(
            'grid justify-items-start gap-2 rounded-xl border border-danger/40 bg-card p-5 text-sm',
          )}
        >
          <h2 className="text-base font-semibold">{title} could not be shown</h2>
          <p className="text-muted-foreground">
            Something in this part of the page went wrong; the rest of the page still works.
          </p>
          <Button variant="secondary" size="sm" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        </section>
      </div>
    );
  }
}
