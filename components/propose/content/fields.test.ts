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

describe('movedFields', () => {
  it('lists the on-chain fields that moved between two reads, old → new', () => {
    const after = {
      ...BEFORE,
      name: 'Quill Press',
      twitter: 'https://x.com/quill',
      image: 'https://pins.example/b.png',
    };
    expect(movedFields(BEFORE, after)).toEqual([
      { field: 'name', label: 'Name', before: 'Quill', after: 'Quill Press' },
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
    const after = {
      ...BEFORE,
      name: 'Quill Press',
      description: 'For everyone.',
      website: 'https://quill.example.com',
    };
    const typed = {
      name: 'Quill', // untouched: follows the chain
      symbol: 'QUILL',
      description: 'My own words.', // edited: kept
      website: 'quill.example.org', // untouched, typed differently but sent as the old value
      twitter: '',
      telegram: '',
    };
    expect(rebasedValues(typed, movedFields(BEFORE, after))).toEqual({
      name: 'Quill Press',
      website: 'https://quill.example.com',
    });
  });
});
