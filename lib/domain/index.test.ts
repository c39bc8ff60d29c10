import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('lib/domain index', () => {
  it('re-exports the public rules', () => {
    for (const name of [
      'parseAmount',
      'formatAmount',
      'formatCompact',
      'parseUint',
      'formatSol',
      'formatTokens',
      'applyBps',
      'formatBps',
      'shareBps',
      'evaluatePassRule',
      'normalizeLink',
      'sniffImage',
      'isAddress',
      'shortAddress',
      'bondAmount',
      'checkVoteDuration',
      'maxVoteDurationSeconds',
      'partnerFeeEstimate',
      'windowState',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.BPS_DENOMINATOR).toBe(10000n);
    expect([domain.SOL_DECIMALS, domain.TOKEN_DECIMALS]).toEqual([9, 6]);
  });
});
