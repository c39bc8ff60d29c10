import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { normalizedLinks } from './validate-multipart';

const base = { mint: 'M', voteDurationSeconds: 600, priorityFeeLamports: '1000', tipLamports: '1000000' };

describe('normalizedLinks', () => {
  it('sends the canonical form of each present link, and leaves the rest alone', () => {
    expect(
      normalizedLinks({
        ...base,
        name: 'N',
        website: ' Example.COM/About ',
        twitter: '@quill_x',
        telegram: '',
      }),
    ).toEqual({
      ...base,
      name: 'N',
      website: 'https://example.com/About',
      twitter: 'https://x.com/quill_x',
      telegram: '',
    });
  });

  it('refuses a bad link with its own code', () => {
    const attempt = () => normalizedLinks({ ...base, telegram: 't.me/abc' });
    expect(attempt).toThrow(ApiError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_telegram', status: 400 });
    }
  });
});
