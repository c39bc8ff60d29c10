import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '@/test/support/store';
import { GET } from './route';

const savedEnv = { ...process.env };
process.env.SESSION_SECRET = TEST_SECRET;
afterAll(() => {
  process.env = savedEnv;
});

describe('GET /api/auth/callback redirects', () => {
  it('never echo the host a request names (absolute-form target or Host header)', async () => {
    const request = new Request('http://evil.example/api/auth/callback?code=c&state=s', {
      headers: { host: 'evil.example' },
    });
    const response = await GET(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/connect/problem?reason=expired');
  });
});
