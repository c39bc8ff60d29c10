import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  accentFor,
  accentProperties,
  contrast,
  parseAccent,
  parseTheme,
  SURFACES,
  textOn,
  type Scheme,
} from './theme';

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((parts) => `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('widget theme', () => {
  it('reads the theme, defaulting to the system’s', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('auto')).toBe('auto');
    expect(parseTheme(undefined)).toBe('auto');
    expect(parseTheme('DARK')).toBe('auto');
  });

  it.each([
    ['#7c3aed', '#7c3aed'],
    ['#7C3AED', '#7c3aed'],
    ['#abc', '#aabbcc'],
    ['7c3aed', null],
    ['#7c3aed80', null],
    ['red', null],
    ['#12345g', null],
    ['url(x)', null],
    [undefined, null],
  ])('reads the accent %j as %j', (value, expected) => {
    expect(parseAccent(value)).toBe(expected);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(textOn('#ffff00')).toBe('#000000');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
  });

  it('keeps an accent that already reads, and adjusts one that does not', () => {
    expect(accentFor('#5b21b6', 'light').accent).toBe('#5b21b6');
    expect(accentFor('#fde047', 'light').accent).not.toBe('#fde047');
    expect(accentFor('#1e1b4b', 'dark').accent).not.toBe('#1e1b4b');
  });

  it('meets AA for text in the accent and on it, for any colour in both schemes', () => {
    fc.assert(
      fc.property(hexColour, fc.constantFrom<Scheme>('light', 'dark'), (colour, scheme) => {
        const { accent, onAccent } = accentFor(colour, scheme);
        for (const surface of SURFACES[scheme])
          expect(contrast(accent, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrast(accent, onAccent)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 400 },
    );
  });

  it('carries both schemes’ accents as custom properties, and none without an accent', () => {
    expect(accentProperties(null)).toEqual({});
    expect(Object.keys(accentProperties('#7c3aed'))).toEqual([
      '--accent-light',
      '--accent-light-fg',
      '--accent-dark',
      '--accent-dark-fg',
    ]);
  });
});
