import { describe, expect, it } from 'vitest';
import { movedFields, rebasedValues, type CurrentContent } from './fields';

const BEFORE: CurrentContent = {
  name: 'Quill',
  symbol: 'QUILL',
  description: 'For writers.',
  website: 'https://quill.example.org',
  twitter: '',
  telegram: '',
  image: 'https://pins.example/a.png',
};

/** A later read: a passed proposal changed the name, description, links and image meanwhile. */
const AFTER: CurrentContent = {
  ...BEFORE,
  name: 'Quill Press',
  description: 'For everyone.',
  website: 'https://quill.example.com',
  twitter: 'https://x.com/quill',
  image: 'https://pins.example/b.png',
};

describe('movedFields', () => {
  it('lists the on-chain fields that moved between two reads, old → new', () => {
    expect(movedFields(BEFORE, AFTER)).toEqual([
      { field: 'name', label: 'Name', before: 'Quill', after: 'Quill Press' },
      { field: 'description', label: 'Description', before: 'For writers.', after: 'For everyone.' },
      {
        field: 'website',
        label: 'Website',
        before: 'https://quill.example.org',
        after: 'https://quill.example.com',
      },
      { field: 'twitter', label: 'X (Twitter)', before: '', after: 'https://x.com/quill' },
      {
        field: 'image',
        label: 'Image',
        before: 'https://pins.example/a.png',
        after: 'https://pins.example/b.png',
      },
    ]);
    expect(movedFields(BEFORE, { ...BEFORE })).toEqual([]);
  });
});

describe('rebasedValues', () => {
  it('moves untouched fields to the new on-chain value and keeps the person’s edits', () => {
    const typed = {
      name: 'Quill', // untouched: follows the chain
      symbol: 'QUILL',
      description: 'My own words.', // edited: kept
      website: 'quill.example.org', // untouched, typed differently but sent as the old value
      twitter: '', // untouched while unset: follows the chain
      telegram: '',
    };
    // The image is not a typed field: a new one on chain changes nothing here.
    expect(rebasedValues(typed, movedFields(BEFORE, AFTER))).toEqual({
      name: 'Quill Press',
      website: 'https://quill.example.com',
      twitter: 'https://x.com/quill',
    });
  });
});
