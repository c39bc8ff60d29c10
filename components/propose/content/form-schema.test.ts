import { describe, expect, it } from 'vitest';
import { governance, NOW } from '@/test/support/fixtures/voting';
import { lockedFields, type CurrentContent } from './fields';
import { proposeFormSchema } from './form-schema';
import { defaultValues, NOTHING_TO_CHANGE, type ProposeValues } from './form-values';

const MINT = 'Mint111111111111111111111111111111111111111';
const CURRENT: CurrentContent = {
  name: 'Quill',
  symbol: 'QUILL',
  description: 'For writers.',
  website: 'https://quill.example.org',
  twitter: 'https://x.com/quill_token',
  telegram: '',
  image: 'https://pins.example/quill.png',
};

function parse(patch: Partial<ProposeValues>, options: { image?: string; locked?: string[] } = {}) {
  const gov = governance({
    mutableUntilUnix: String(NOW + 5n * 86_400n),
    ...Object.fromEntries((options.locked ?? []).map((f) => [`${f}Locked`, true])),
  });
  const schema = proposeFormSchema({
    mint: MINT,
    current: CURRENT,
    locked: lockedFields(gov),
    window: {
      nowUnix: NOW,
      mutableUntilUnix: BigInt(gov.mutableUntilUnix),
      formatDate: (u) => `T${u}`,
    },
    imageName: options.image ?? null,
  });
  return schema.safeParse({ ...defaultValues(CURRENT), ...patch });
}

const errors = (result: ReturnType<typeof parse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the propose form schema', () => {
  it('starts from today’s values, so there is nothing to change', () => {
    expect(errors(parse({}))).toEqual({ root: NOTHING_TO_CHANGE });
  });

  it('sends only the changed fields, links canonical, with the default duration and the minimum fees', () => {
    const result = parse({
      description: 'For writers and readers.',
      website: 'Quill.example.org/about',
      twitter: '@quill_token',
    });
    expect(result.success && result.data.fields).toEqual({
      mint: MINT,
      voteDurationSeconds: '600',
      priorityFeeLamports: '1000',
      tipLamports: '1000000',
      description: 'For writers and readers.',
      website: 'https://quill.example.org/about',
    });
    expect(result.success && result.data.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['description', 'For writers.', 'For writers and readers.'],
      ['website', 'https://quill.example.org', 'https://quill.example.org/about'],
    ]);
    expect(result.success && result.data.endsAtUnix).toBe(NOW + 600n);
  });

  it('sends a field cleared on purpose as an empty string', () => {
    const result = parse({ website: '  ' });
    expect(result.success && result.data.fields.website).toBe('');
    expect(result.success && result.data.changes).toEqual([
      { field: 'website', label: 'Website', before: 'https://quill.example.org', after: '' },
    ]);
  });

  it('counts name and symbol in UTF-8 bytes and refuses them empty', () => {
    expect(parse({ name: 'é'.repeat(16) }).success).toBe(true); // 32 bytes, 16 characters
    expect(errors(parse({ name: 'é'.repeat(16) + 'a' }))).toEqual({
      name: 'The name must be at most 32 bytes.',
    });
    expect(errors(parse({ symbol: '€€€ab' }))).toEqual({ symbol: 'The symbol must be at most 10 bytes.' });
    expect(errors(parse({ name: '' }))).toEqual({ name: 'The name must not be empty.' });
    expect(errors(parse({ symbol: '' }))).toEqual({ symbol: 'The symbol must not be empty.' });
  });

  it('refuses links the service would answer with 500, with the reason', () => {
    expect(errors(parse({ website: 'http://localhost:3000' }))).toEqual({
      website: 'Enter a web address such as example.com or https://example.com/page.',
    });
    expect(Object.keys(errors(parse({ twitter: 'bad-handle', telegram: 'abc' })))).toEqual([
      'twitter',
      'telegram',
    ]);
  });

  it('never sends a locked field, whatever it holds', () => {
    const result = parse({ symbol: 'NEW', description: 'x' }, { locked: ['symbol'] });
    expect(result.success && result.data.fields).not.toHaveProperty('symbol');
    expect(errors(parse({ symbol: 'NEW' }, { locked: ['symbol'] }))).toEqual({ root: NOTHING_TO_CHANGE });
  });

  it('takes an image alone as a change', () => {
    const result = parse({}, { image: 'logo.png' });
    expect(result.success && result.data.changes.map((c) => c.field)).toEqual(['image']);
  });

  it('refuses a vote duration outside the bounds or past the window, saying when it closes', () => {
    expect(
      errors(parse({ description: 'x', duration: 'custom', customDuration: '30', customUnit: 'minutes' })),
    ).toEqual({});
    expect(errors(parse({ description: 'x', duration: 'custom', customDuration: '0' }))).toEqual({
      customDuration: 'A vote lasts at least 1 minute.',
    });
    expect(
      errors(parse({ description: 'x', duration: 'custom', customDuration: '6', customUnit: 'days' })),
    ).toEqual({
      customDuration: `Voting must end before the metadata locks on T${NOW + 5n * 86_400n}: at most 4 days 23 hours from now.`,
    });
    expect(errors(parse({ description: 'x', duration: 'custom', customDuration: '1.5' }))).toEqual({
      customDuration: 'Enter a whole number of minutes.',
    });
  });

  it('checks the fees against the spec minimums', () => {
    expect(errors(parse({ description: 'x', tip: '0.0009' }))).toEqual({
      tip: 'The tip must be at least 0.001 SOL.',
    });
  });
});
