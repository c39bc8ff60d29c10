import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTEND_VALUES,
  DEFAULT_FINALIZE_VALUES,
  extendFormSchema,
  finalizeFormSchema,
  reclaimBondFormSchema,
  recordLapseFormSchema,
  typedExtension,
  type ExtendContext,
} from './requests';

const MINT = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
const PROPOSAL = '9yPZXQE6SLQJez13dDWuHVCA3GMyTGgA8gTtcdhmtRJZ';
const NOW = 1_800_000_000n;
const DAY = 86_400n;

const ctx = (patch: Partial<ExtendContext> = {}): ExtendContext => ({
  mint: MINT,
  nowUnix: NOW,
  mutableUntilUnix: NOW + 5n * DAY,
  formatDate: (unix) => `<${unix}>`,
  capSeconds: null,
  ...patch,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('extend-mutability', () => {
  it('sends additionalSeconds as a string, the vote duration in seconds and the fees in lamports', () => {
    expect(extendFormSchema(ctx()).parse({ ...DEFAULT_EXTEND_VALUES, days: '2', hours: '12' })).toEqual({
      mint: MINT,
      additionalSeconds: '216000',
      voteDurationSeconds: 600,
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
    });
  });

  it('asks for some time, whole days and hours from 0 to 23', () => {
    const schema = extendFormSchema(ctx());
    expect(messages(schema.safeParse({ ...DEFAULT_EXTEND_VALUES, days: '0', hours: '' }))).toEqual({
      days: 'Ask for at least one hour more.',
    });
    expect(messages(schema.safeParse({ ...DEFAULT_EXTEND_VALUES, days: '1.5', hours: '24' }))).toEqual({
      days: 'Enter a whole number of days from 0 to 3650.',
      hours: 'Enter a whole number of hours from 0 to 23.',
    });
  });

  it('holds to the cap only when the service has named it', () => {
    const long = { ...DEFAULT_EXTEND_VALUES, days: '31' };
    expect(extendFormSchema(ctx()).safeParse(long).success).toBe(true);
    expect(messages(extendFormSchema(ctx({ capSeconds: 30n * DAY })).safeParse(long))).toEqual({
      days: 'The service allows at most 30 days for an extension.',
    });
  });

  it('checks the vote duration and the fees with plain messages', () => {
    const result = extendFormSchema(ctx()).safeParse({
      ...DEFAULT_EXTEND_VALUES,
      duration: { amount: '6', unit: 'days' },
      tip: '0.0001',
    });
    expect(messages(result)).toEqual({
      duration: `Voting must end before the metadata locks on <${NOW + 5n * DAY}>: at most 4 days 23 hours from now.`,
      tip: 'The tip must be at least 0.001 SOL.',
    });
  });
});

describe('finalize-metadata', () => {
  it('sends the mint, the vote duration and the fees', () => {
    expect(
      finalizeFormSchema(ctx()).parse({
        ...DEFAULT_FINALIZE_VALUES,
        duration: { amount: '2', unit: 'hours' },
      }),
    ).toEqual({ mint: MINT, voteDurationSeconds: 7200, priorityFeeLamports: '5000', tipLamports: '1000000' });
  });
});

describe('finalize-expired and bonds/withdraw', () => {
  it('send only the fees beside the mint (and the proposal for a bond)', () => {
    const fees = { priorityFee: '0.00001', tip: '0.002' };
    expect(recordLapseFormSchema(MINT).parse(fees)).toEqual({
      mint: MINT,
      priorityFeeLamports: '10000',
      tipLamports: '2000000',
    });
    expect(reclaimBondFormSchema(MINT, PROPOSAL).parse(fees)).toEqual({
      mint: MINT,
      proposal: PROPOSAL,
      priorityFeeLamports: '10000',
      tipLamports: '2000000',
    });
  });

  it('refuse fees below the minimums', () => {
    expect(
      messages(recordLapseFormSchema(MINT).safeParse({ priorityFee: '0.0000001', tip: '0.001' })),
    ).toEqual({
      priorityFee: 'The priority fee must be at least 0.000001 SOL.',
    });
  });
});

describe('typedExtension', () => {
  it('reads days and hours while they are valid', () => {
    expect(typedExtension({ days: '7', hours: '' })).toBe(7n * DAY);
    expect(typedExtension({ days: 'x', hours: '1' })).toBeNull();
  });
});
