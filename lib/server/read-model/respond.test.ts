import { describe, expect, it } from 'vitest';
import { matches, servedResponse } from './respond';

// A read model answer over HTTP: 304 to a browser holding the current ETag, the data's age in headers.

const served = { status: 200, body: '{"votes":[]}', etag: '"abc"', fetchedAt: 1_000_000 };
const request = (ifNoneMatch?: string) =>
  new Request('http://localhost/x', ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : {});

describe('servedResponse', () => {
  it('answers the body with its ETag and age', async () => {
    const response = servedResponse(served, request(), 1_007_500);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('x-data-age')).toBe('7');
    expect(await response.text()).toBe(served.body);
  });

  it('answers 304 without a body to a browser that holds this version', async () => {
    const response = servedResponse(served, request('"old", W/"abc"'), 1_000_000);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('never answers 304 to another version or to an error', () => {
    expect(servedResponse(served, request('"old"')).status).toBe(200);
    expect(servedResponse({ ...served, status: 404 }, request('"abc"')).status).toBe(404);
    expect(matches(null, '"abc"')).toBe(false);
    expect(matches('*', '"abc"')).toBe(true);
  });
});
