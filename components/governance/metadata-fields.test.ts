import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS } from '@/simulator/governance/state';
import { HTTP_ONLY_CASES } from '@/test/support/http-only';
import { fieldsSummary, linkText, lockedSummary, metadataFields, safeHref } from './metadata-fields';
import { governance } from '@/test/support/fixtures/governance';

const metadata = {
  name: 'Quill',
  symbol: 'QUILL',
  uri: 'http://127.0.0.1:4010/pinned/abc',
  image: 'http://127.0.0.1:4010/pinned/def',
  description: '',
  website: 'javascript:alert(1)',
  twitter: 'https://x.com/quill',
  telegram: null,
};

describe('safeHref and linkText', () => {
  it.each(HTTP_ONLY_CASES)('links only http(s) URLs: %s gives %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it('shows a link without its scheme', () => {
    expect(linkText('https://x.com/quill')).toBe('x.com/quill');
    expect(linkText('https://example.com/')).toBe('example.com');
  });
});

describe('metadataFields', () => {
  it('lists every field with its lock', () => {
    const fields = metadataFields(metadata, governance({ symbolLocked: true }));
    // The program's own field order.
    expect(fields.map((f) => f.key)).toEqual(CONTENT_FIELDS);
    const by = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(by.symbol).toMatchObject({ text: 'QUILL', locked: true, href: null });
    expect(by.name).toMatchObject({ locked: false });
    expect(by.description).toMatchObject({ text: null });
    expect(by.website).toMatchObject({ text: 'javascript:alert(1)', href: null });
    expect(by.twitter).toMatchObject({ href: 'https://x.com/quill' });
    expect(by.image?.href).toBe('http://127.0.0.1:4010/pinned/def');
  });

  it('keeps the locks when the metadata could not be read', () => {
    const fields = metadataFields(null, governance({ nameLocked: true }));
    expect(fields.every((f) => f.text === null)).toBe(true);
    expect(fields[0]?.locked).toBe(true);
  });
});

describe('lockedSummary', () => {
  it('names the locked fields', () => {
    expect(lockedSummary(metadataFields(metadata, governance()))).toBeNull();
    expect(lockedSummary(metadataFields(metadata, governance({ symbolLocked: true })))).toBe(
      'Locked forever: symbol. No proposal can change it.',
    );
    const all = governance({
      nameLocked: true,
      symbolLocked: true,
      imageLocked: true,
      descriptionLocked: true,
      websiteLocked: true,
      twitterLocked: true,
      telegramLocked: true,
    });
    expect(lockedSummary(metadataFields(metadata, all))).toBe('Every field is locked forever.');
  });
});

describe('fieldsSummary', () => {
  const fields = metadataFields(metadata, governance({ symbolLocked: true }));
  it('says every field is locked once the window is finalized or has lapsed', () => {
    expect(fieldsSummary(fields, 'finalized')).toBe('Finalized: every field is locked forever.');
    expect(fieldsSummary(fields, 'lapsed_unrecorded')).toMatch(/no field can change any more/);
  });

  it('names the locked fields while mutable, or says none is', () => {
    expect(fieldsSummary(fields, 'mutable')).toBe('Locked forever: symbol. No proposal can change it.');
    expect(fieldsSummary(metadataFields(metadata, governance()), 'mutable')).toMatch(/^No field is locked;/);
  });
});
