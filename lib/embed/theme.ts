// The widget's look from its query: light, dark or the system's (auto), and a partner's accent colour.
// The accent is used as a fill (buttons) and as text (links, the focus ring), so it is adjusted per
// scheme until text in it reaches WCAG AA (4.5:1) on the widget's surfaces, and text on it is black or
// white, whichever contrasts more (never below 4.58:1 for any colour).

export type WidgetTheme = 'light' | 'dark' | 'auto';
export type Scheme = 'light' | 'dark';

export const AA_TEXT = 4.5;

/**
 * The widget's surfaces per scheme (sRGB of the `--card` and `--muted` tokens in app/globals.css):
 * accent text must read on both.
 */
export const SURFACES: Record<Scheme, readonly string[]> = {
  light: ['#ffffff', '#edf0f6'],
  dark: ['#141821', '#1d222b'],
};

export function parseTheme(value: string | undefined): WidgetTheme {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** `#rgb` or `#rrggbb` (case-insensitive) as `#rrggbb`; anything else is null. */
export function parseAccent(value: string | undefined): string | null {
  if (!value) return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return `#${short
      .slice(1)
      .map((d) => d + d)
      .join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(color: string, toward: string, amount: number): string {
  const from = rgb(color);
  const to = rgb(toward);
  return hex(from.map((v, i) => v + (to[i]! - v) * amount) as Rgb);
}

/** Black or white, whichever reads better on `fill`. */
export function textOn(fill: string): string {
  return contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** The accent for one scheme: darkened (light) or lightened (dark) just enough to read as text. */
export function accentFor(accent: string, scheme: Scheme): { accent: string; onAccent: string } {
  const toward = scheme === 'light' ? '#000000' : '#ffffff';
  const reads = (c: string) => SURFACES[scheme].every((surface) => contrast(c, surface) >= AA_TEXT);
  let adjusted = accent;
  for (let step = 1; !reads(adjusted) && step <= 20; step += 1) adjusted = mix(accent, toward, step / 20);
  return { accent: adjusted, onAccent: textOn(adjusted) };
}

/** CSS custom properties carrying the accent for both schemes (app/(embed)/embed.css picks one). */
export function accentProperties(accent: string | null): Record<string, string> {
  if (accent === null) return {};
  const light = accentFor(accent, 'light');
  const dark = accentFor(accent, 'dark');
  return {
    '--accent-light': light.accent,
    '--accent-light-fg': light.onAccent,
    '--accent-dark': dark.accent,
    '--accent-dark-fg': dark.onAccent,
  };
}
