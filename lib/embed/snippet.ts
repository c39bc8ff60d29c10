import type { WidgetAttribute } from './protocol';

// The configurator's choices as the element's attributes and the snippet a partner pastes: only what
// differs from the defaults, in the protocol's order, values escaped for an HTML attribute.

export interface WidgetSettings {
  mint: string;
  side: 'buy' | 'sell';
  lockSide: boolean;
  /** A decimal written with a dot (the attribute's form, whatever the visitor's language), or "". */
  amount: string;
  theme: 'light' | 'dark' | 'auto';
  /** `#rrggbb`, or "" for the dashboard's. */
  accent: string;
  /** A language tag, or "" for the visitor's browser language. */
  locale: string;
}

export const DEFAULT_SETTINGS: Omit<WidgetSettings, 'mint'> = {
  side: 'buy',
  lockSide: false,
  amount: '',
  theme: 'auto',
  accent: '',
  locale: '',
};

/** The attribute form of an amount: digits, optionally a dot and more digits. */
export const ATTRIBUTE_AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

/** The element's attributes for these settings (a boolean attribute's value is ""). */
export function widgetAttributes(settings: WidgetSettings): [WidgetAttribute, string][] {
  const attributes: [WidgetAttribute, string][] = [['mint', settings.mint.trim()]];
  if (settings.side !== DEFAULT_SETTINGS.side) attributes.push(['side', settings.side]);
  if (settings.lockSide) attributes.push(['lock-side', '']);
  if (settings.amount.trim()) attributes.push(['amount', settings.amount.trim()]);
  if (settings.theme !== DEFAULT_SETTINGS.theme) attributes.push(['theme', settings.theme]);
  if (settings.accent.trim()) attributes.push(['accent', settings.accent.trim().toLowerCase()]);
  if (settings.locale.trim()) attributes.push(['locale', settings.locale.trim()]);
  return attributes;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The two lines a partner pastes: the loader from `origin`, and the element. */
export function widgetSnippet(origin: string, settings: WidgetSettings): string {
  const attributes = widgetAttributes(settings)
    .map(([name, value]) => (name === 'lock-side' ? name : `${name}="${escape(value)}"`))
    .join(' ');
  return `<script src="${origin}/embed.js" async></script>\n<trade-widget ${attributes}></trade-widget>`;
}
