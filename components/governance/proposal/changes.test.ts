import { describe, expect, it } from 'vitest';
import { HTTP_ONLY_CASES } from '@/test/support/http-only';
import { proposal } from '@/test/support/fixtures/governance';
import { changeRows, extensionView, finalizeMeaning, imageSrc } from './changes';

/** A proposal that changes nothing yet; each test turns on what it changes. */
const flags = proposal(0, { changedDescription: false });

const current = {
  name: 'Lumen',
  symbol: 'LUMEN',
  uri: 'https://pin.example/a',
  image: 'https://pin.example/img-a',
  description: 'A lantern for night markets.',
  website: 'https://lumen.example.org',
  twitter: 'https://x.com/lumen_token',
  telegram: null,
};

const proposed = {
  name: 'Lumen',
  symbol: 'LUMEN',
  image: 'https://pin.example/img-b',
  description: 'A lantern for night markets.',
  website: null,
  twitter: 'https://x.com/lumen_dao',
  telegram: 'https://t.me/lumen_community',
};

describe('changeRows', () => {
  it('lists only the changed fields, current beside proposed', () => {
    const rows = changeRows(
      { ...flags, changedImage: true, changedTwitter: true, changedTelegram: true },
      current,
      proposed,
    );
    expect(rows).toEqual([
      {
        field: 'image',
        label: 'Image',
        current: 'https://pin.example/img-a',
        proposed: 'https://pin.example/img-b',
      },
      {
        field: 'twitter',
        label: 'X (Twitter)',
        current: 'https://x.com/lumen_token',
        proposed: 'https://x.com/lumen_dao',
      },
      { field: 'telegram', label: 'Telegram', current: null, proposed: 'https://t.me/lumen_community' },
    ]);
  });

  it('takes name and symbol from the proposal and marks a cleared link', () => {
    const rows = changeRows(
      { ...flags, changedName: true, actionName: 'Lumen Finance', changedWebsite: true },
      current,
      proposed,
    );
    expect(rows).toEqual([
      { field: 'name', label: 'Name', current: 'Lumen', proposed: 'Lumen Finance' },
      { field: 'website', label: 'Website', current: 'https://lumen.example.org', proposed: null },
    ]);
  });

  it('leaves values unknown when the metadata or the proposed JSON could not be read', () => {
    const rows = changeRows(
      { ...flags, changedDescription: true, changedName: true, actionName: 'X' },
      null,
      undefined,
    );
    expect(rows).toEqual([
      { field: 'name', label: 'Name', current: undefined, proposed: 'X' },
      { field: 'description', label: 'Description', current: undefined, proposed: undefined },
    ]);
  });
});

describe('imageSrc', () => {
  it.each(HTTP_ONLY_CASES)('accepts http(s) only: %s gives %s', (input, expected) => {
    expect(imageSrc(input)).toBe(expected);
  });
});

describe('extensionView', () => {
  it('adds the extension to the current end while not applied', () => {
    expect(
      extensionView({ actionAdditionalSeconds: '1728000', executed: false }, { mutableUntilUnix: '1000' }),
    ).toEqual({
      by: '20 days',
      newEndUnix: 1_729_000n,
      previousEndUnix: 1000n,
      applied: false,
    });
  });

  it('reads the end as already extended once executed', () => {
    expect(
      extensionView({ actionAdditionalSeconds: '90000', executed: true }, { mutableUntilUnix: '100000' }),
    ).toEqual({ by: '1 day 1 hour', newEndUnix: 100_000n, previousEndUnix: 10_000n, applied: true });
  });

  it('is null without a length', () => {
    expect(
      extensionView({ actionAdditionalSeconds: null, executed: false }, { mutableUntilUnix: '1' }),
    ).toBeNull();
  });
});

describe('finalizeMeaning', () => {
  it('says what finalizing means before and after', () => {
    expect(finalizeMeaning(false)[0]).toMatch(/^After it passes, no field can ever change again/);
    expect(finalizeMeaning(true)[0]).toMatch(/^It passed and was applied: no field can ever change again/);
  });
});
