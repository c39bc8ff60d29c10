import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SURFACES } from './theme';

// The widget forces light or dark with copies of the site's tokens (app/(embed)/embed.css); this keeps
// the copies equal to app/globals.css, so the widget never drifts from the site's audited colours.

const app = path.resolve(__dirname, '../../app');
const globals = readFileSync(path.join(app, 'globals.css'), 'utf8');
const embed = readFileSync(path.join(app, '(embed)/embed.css'), 'utf8');

/** The custom properties declared in the first block that follows `selector`. */
function tokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start + selector.length);
  const body = css.slice(open + 1, css.indexOf('}', open));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

describe('the widget’s theme tokens', () => {
  const light = tokens(globals, ':root');
  const dark = tokens(globals.slice(globals.indexOf('@media (prefers-color-scheme: dark)')), ':root');

  it('finds the site’s tokens', () => {
    expect(Object.keys(light).length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(dark)).toEqual(Object.keys(light));
  });

  it('repeats the light tokens for data-theme=light', () => {
    expect(tokens(embed, "[data-theme='light']")).toEqual(light);
  });

  it('repeats the dark tokens for data-theme=dark', () => {
    expect(tokens(embed, "[data-theme='dark']")).toEqual(dark);
  });
});

/** sRGB hex of a CSS `oklch(L C h)` (Björn Ottosson's matrices), for comparing with theme.ts. */
function oklchToHex(value: string): string {
  const [L, C, h = 0] = value
    .replace(/^oklch\(|\)$/g, '')
    .split(/\s+/)
    .map(Number) as [number, number, number];
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${linear
    .map((x) =>
      Math.round(Math.min(1, Math.max(0, gamma(x))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('the surfaces the accent is checked against', () => {
  it('are the card and muted tokens of each scheme', () => {
    const light = tokens(embed, "[data-theme='light']");
    const dark = tokens(embed, "[data-theme='dark']");
    expect(SURFACES.light).toEqual([oklchToHex(light['--card']!), oklchToHex(light['--muted']!)]);
    expect(SURFACES.dark).toEqual([oklchToHex(dark['--card']!), oklchToHex(dark['--muted']!)]);
  });
});
