import { describe, expect, it } from 'vitest';
import { pickDemoTokens, pickTradeDemo } from './demo-tokens';

const token = (symbol: string, governance: string | null, note = `${symbol} note`) => ({
  mint: `${symbol}-mint`,
  name: symbol.toLowerCase(),
  symbol,
  venue: 'pool',
  governance,
  note,
});

describe('pickDemoTokens', () => {
  it('keeps every token, the trading ones without governance too, in order', () => {
    const world = {
      tokens: [token('LUMEN', 'g1'), token('GRASS', null), token('PLAIN', null), token('QUILL', 'g2')],
    };
    expect(pickDemoTokens(world)).toEqual([
      { mint: 'LUMEN-mint', name: 'lumen', symbol: 'LUMEN', hasGovernance: true, note: 'LUMEN note' },
      { mint: 'GRASS-mint', name: 'grass', symbol: 'GRASS', hasGovernance: false, note: 'GRASS note' },
      { mint: 'PLAIN-mint', name: 'plain', symbol: 'PLAIN', hasGovernance: false, note: 'PLAIN note' },
      { mint: 'QUILL-mint', name: 'quill', symbol: 'QUILL', hasGovernance: true, note: 'QUILL note' },
    ]);
  });

  it('answers nothing for an unexpected shape', () => {
    expect(pickDemoTokens(null)).toEqual([]);
    expect(pickDemoTokens({ tokens: [{ mint: 1 }] })).toEqual([]);
  });
});

describe('pickTradeDemo', () => {
  it('picks GRASS to buy and POOL to sell', () => {
    const world = { tokens: [token('LUMEN', 'g1'), token('POOL', null), token('GRASS', null)] };
    expect(pickTradeDemo(world)).toEqual({
      buy: { mint: 'GRASS-mint', symbol: 'GRASS' },
      sell: { mint: 'POOL-mint', symbol: 'POOL' },
    });
  });

  it('answers null when either is missing or the shape is unexpected', () => {
    expect(pickTradeDemo({ tokens: [token('GRASS', null)] })).toBeNull();
    expect(pickTradeDemo(null)).toBeNull();
  });
});
