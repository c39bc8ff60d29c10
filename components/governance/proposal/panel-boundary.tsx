'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

type Props = { title: string; children: React.ReactNode; className?: string };

/** Keeps one failing panel from blanking the page: its place shows what failed and a retry. */
export class PanelBoundary extends React.Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card role="alert" className={this.props.className}>
        <div className="grid justify-items-start gap-3">
          <CardTitle>{this.props.title}</CardTitle>
          <CardDescription>
            This part could not be shown. The rest of the page still works; try again, or reload the page.
          </CardDescription>
          <Button variant="secondary" size="sm" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
}
