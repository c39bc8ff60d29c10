import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { firstErrorCode } from './errors';
import {
  cancelVoteRequestSchema,
  extendMutabilityRequestSchema,
  finalizeExpiredRequestSchema,
  finalizeMetadataRequestSchema,
  settleProposalRequestSchema,
  voteRequestSchema,
  withdrawBondRequestSchema,
  withdrawVoteRequestSchema,
} from './requests-governance';

const fees = { priorityFeeLamports: '1000', tipLamports: '1000000' };

function paths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('vote endpoints', () => {
  it.each([
    [{ proposal: 'P', side: 'yes', amount: '1', ...fees }, []],
    [{ proposal: 'P', side: 'no', amount: '0', ...fees }, []],
    [{ proposal: 'P', side: 'maybe', amount: '1', ...fees }, ['side']],
    [{ proposal: 'P', side: 'yes', amount: '1.0', ...fees }, ['amount']],
    [{ proposal: 'P', side: 'yes', amount: 5, ...fees }, ['amount']],
    [{ proposal: '', side: 'yes', amount: '1', ...fees }, ['proposal']],
    [
      { proposal: 'P', side: 'yes', amount: '1', priorityFeeLamports: '999', tipLamports: '1000000' },
      ['priorityFeeLamports'],
    ],
    [
      { proposal: 'P', side: 'yes', amount: '1', priorityFeeLamports: '1000', tipLamports: '999999' },
      ['tipLamports'],
    ],
    [{ proposal: 'P', side: 'yes', amount: '1' }, ['priorityFeeLamports', 'tipLamports']],
  ])('vote %j → issues at %j', (input, expected) => {
    expect(paths(voteRequestSchema, input)).toEqual(expected);
  });

  it('cancel and settle take proposal and the fees', () => {
    for (const schema of [cancelVoteRequestSchema, settleProposalRequestSchema]) {
      expect(schema.parse({ proposal: 'P', ...fees, other: 1 })).toEqual({ proposal: 'P', ...fees });
      expect(paths(schema, fees)).toEqual(['proposal']);
    }
  });

  it('withdraw takes an optional voter', () => {
    expect(withdrawVoteRequestSchema.parse({ proposal: 'P', ...fees })).toEqual({ proposal: 'P', ...fees });
    expect(withdrawVoteRequestSchema.parse({ proposal: 'P', voter: 'W', ...fees }).voter).toBe('W');
    expect(paths(withdrawVoteRequestSchema, { proposal: 'P', voter: '', ...fees })).toEqual(['voter']);
  });
});

describe('proposal endpoints', () => {
  it('extend-mutability: additionalSeconds and a default vote duration of 600', () => {
    const data = extendMutabilityRequestSchema.parse({ mint: 'M', additionalSeconds: '86400', ...fees });
    expect(data).toEqual({ mint: 'M', additionalSeconds: '86400', voteDurationSeconds: 600, ...fees });
    expect(paths(extendMutabilityRequestSchema, { mint: 'M', ...fees })).toEqual(['additionalSeconds']);
    expect(paths(extendMutabilityRequestSchema, { mint: 'M', additionalSeconds: 86400, ...fees })).toEqual([
      'additionalSeconds',
    ]);
  });

  it('finalize-metadata: vote duration is an integer', () => {
    expect(
      finalizeMetadataRequestSchema.parse({ mint: 'M', voteDurationSeconds: 3600, ...fees })
        .voteDurationSeconds,
    ).toBe(3600);
    expect(paths(finalizeMetadataRequestSchema, { mint: 'M', voteDurationSeconds: 1.5, ...fees })).toEqual([
      'voteDurationSeconds',
    ]);
    expect(paths(finalizeMetadataRequestSchema, { mint: 'M', voteDurationSeconds: '600', ...fees })).toEqual([
      'voteDurationSeconds',
    ]);
  });

  it('finalize-expired ignores voteDurationSeconds', () => {
    expect(
      finalizeExpiredRequestSchema.parse({ mint: 'M', voteDurationSeconds: 'anything', ...fees }),
    ).toEqual({
      mint: 'M',
      ...fees,
    });
  });

  it('bonds/withdraw takes an optional proposal', () => {
    expect(withdrawBondRequestSchema.parse({ mint: 'M', ...fees })).toEqual({ mint: 'M', ...fees });
    expect(withdrawBondRequestSchema.parse({ mint: 'M', proposal: 'P', ...fees }).proposal).toBe('P');
    expect(paths(withdrawBondRequestSchema, { proposal: 'P', ...fees })).toEqual(['mint']);
  });

  it('schema failures map to invalid_input', () => {
    const result = voteRequestSchema.safeParse({});
    expect(!result.success && firstErrorCode(result.error)).toBe('invalid_input');
  });
});
