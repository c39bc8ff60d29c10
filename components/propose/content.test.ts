import { describe, expect, it } from 'vitest';
import { movedFields, type CurrentContent } from './content';

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
