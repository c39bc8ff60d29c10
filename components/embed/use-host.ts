'use client';

import * as React from 'react';
import type { WidgetEvent } from '@/lib/embed/protocol';
import { connectionEvents, hostChannel, type PostToHost } from './host-channel';

/** The sender to the host page (nothing is sent when the widget is not framed). */
export function useHostPost(instanceId: string | null, parentOrigin: string): PostToHost {
  return React.useCallback(
    (event: WidgetEvent) => {
      const parent = window.parent === window ? null : window.parent;
      hostChannel(instanceId, parentOrigin, parent)(event);
    },
    [instanceId, parentOrigin],
  );
}

/** Posts `resize` with the element's height whenever it changes, so the iframe fits its content. */
export function useAutoResize(ref: React.RefObject<HTMLElement | null>, post: PostToHost): void {
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      post({ type: 'resize', height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [ref, post]);
}

/** Posts one event once, when the widget is first shown. */
export function usePostOnce(post: PostToHost, event: WidgetEvent | null): void {
  const sent = React.useRef(false);
  React.useEffect(() => {
    if (sent.current || event === null) return;
    sent.current = true;
    post(event);
  }, [post, event]);
}

/** Posts `connected`, `disconnected` and `connect-required` as the session's state changes. */
export function useConnectionEvents(connected: boolean | undefined, post: PostToHost): void {
  const previous = React.useRef<boolean | undefined>(undefined);
  React.useEffect(() => {
    if (connected === undefined) return;
    for (const event of connectionEvents(previous.current, connected)) post(event);
    previous.current = connected;
  }, [connected, post]);
}
