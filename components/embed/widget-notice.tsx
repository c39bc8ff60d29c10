'use client';

import * as React from 'react';
import type { WidgetEvent } from '@/lib/embed/protocol';
import { useAutoResize, useHostPost, usePostOnce } from './use-host';

export interface NoticeHost {
  instanceId: string | null;
  parentOrigin: string;
  failure: Extract<WidgetEvent, { type: 'failed' }>;
}

/**
 * A plain message in place of the widget (no trading). Only an allowed host (`host` given) learns the
 * size and a `failed` event saying why; a page that may not embed the widget is told nothing.
 */
export function WidgetNotice({
  title,
  children,
  host,
}: {
  title: string;
  children: React.ReactNode;
  host?: NoticeHost;
}) {
  const section = React.useRef<HTMLElement>(null);
  const post = useHostPost(host?.instanceId ?? null, host?.parentOrigin ?? '');
  usePostOnce(post, host?.failure ?? null);
  useAutoResize(section, post);
  return (
    <section
      ref={section}
      aria-labelledby="widget-notice-title"
      className="grid gap-1.5 rounded-xl border border-border bg-card p-4 text-sm"
    >
      <h1 id="widget-notice-title" className="font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground">{children}</p>
    </section>
  );
}
