import type * as React from 'react';
import { accentProperties, type WidgetTheme } from '@/lib/embed/theme';

/**
 * The widget's root: its theme and accent rendered by the server (app/(embed)/embed.css), so the first
 * paint has the right colours, over a transparent page.
 */
export function WidgetFrame({
  theme,
  accent,
  lang,
  children,
}: {
  theme: WidgetTheme;
  accent: string | null;
  /** The language the widget speaks (its words are in it). */
  lang?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      lang={lang}
      data-theme={theme}
      data-accent={accent === null ? undefined : ''}
      style={accentProperties(accent) as React.CSSProperties}
      className="text-foreground"
    >
      {children}
    </div>
  );
}
