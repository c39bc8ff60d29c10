import { describe, expect, it } from 'vitest';
import * as time from '@/app/api/time/route';
import * as logout from '@/app/api/auth/logout/route';
import * as unknown from '@/app/api/[[...rest]]/route';
import { readCookie } from './cookies';

const noParams = { params: Promise.resolve({}) };
const SAME_ORIGIN = { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-requested-with': 'fetch' };

describe('the route wrapper', () => {
  it('refuses a query parameter the route does not read, in the error shape', async () => {
    const response = await time.GET(new Request('http://localhost:3000/api/time?foo=bar'), noParams);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_input',
      message: expect.stringContaining('foo'),
    });
  });

  it('answers a method the route does not serve with 405, Allow and the error shape', async () => {
    const response = await time.DELETE(
      new Request('http://localhost:3000/api/time', { method: 'DELETE', headers: SAME_ORIGIN }),
      noParams,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
    const get = await logout.GET(new Request('http://localhost:3000/api/auth/logout'), noParams);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers an /api address that names no route with 404 not_found as JSON', async () => {
    const response = await unknown.GET(new Request('http://localhost:3000/api/nothing/here'), noParams);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('replaces a request id that is not a plain token', async () => {
    const response = await unknown.GET(
      new Request('http://localhost:3000/api/x', { headers: { 'x-request-id': 'a b\u00ff' } }),
      noParams,
    );
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readCookie', () => {
  it('reads a cookie that does not decode (`sid=%`) as absent, never a failure', () => {
    const request = new Request('http://localhost:3000/', { headers: { cookie: 'a=1; sid=%; b=%E0%A4%A' } });
    expect(readCookie(request, 'sid')).toBeNull();
    expect(readCookie(request, 'b')).toBeNull();
    expect(readCookie(request, 'a')).toBe('1');
  });
});
