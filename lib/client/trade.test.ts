import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/lib/partner';
import { TRADE_PATHS } from './trade';

describe('TRADE_PATHS', () => {
  it('are the partner API’s trade endpoints under our proxy', () => {
    expect(TRADE_PATHS).toEqual({
      buy: `/api${ENDPOINTS.buy.path}`,
      'buy-exact-out': `/api${ENDPOINTS.buyExactOut.path}`,
      sell: `/api${ENDPOINTS.sell.path}`,
    });
  });
});
