import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import { IDEMPOTENCY_HEADER, postWrite } from './writes';

describe('newIdempotencyKey', () => {
  it('makes a fresh key per intent within the proxy’s pattern', () => {
    const a = newIdempotencyKey('vote');
    const b = newIdempotencyKey('vote');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^vote-[A-Za-z0-9_.:-]{8,120}$/);
    expect(newIdempotencyKey('trade-buy')).toMatch(/^trade-buy-/);
  });
});

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
function fakeXhr(answer: { status: number; body: string } | 'network-error') {
  const sent: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    responseType = '';
    status = 0;
    responseText = '';
    private request = { method: '', path: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, path: string) {
      this.request.method = method;
      this.request.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('postWrite', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON write once; a lost answer is an unknown outcome, not a failure', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('network');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(postWrite('/api/x', { a: 1 }, 'vote-key-123')).rejects.toMatchObject({
      code: 'write_outcome_unknown',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a form as multipart with the key, reports upload progress, and parses the answer', async () => {
    const sent = fakeXhr({ status: 200, body: JSON.stringify({ signature: 'sig', status: 'processed' }) });
    const progress: [number, number][] = [];
    const form = new FormData();
    form.set('mint', 'M');
    const answer = await postWrite('/api/form', form, 'propose-key-1', {
      onUploadProgress: (a, b) => progress.push([a, b]),
    });
    expect(answer).toEqual({ signature: 'sig', status: 'processed' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/form', body: form });
    expect(sent[0]!.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBe('propose-key-1');
    expect(sent[0]!.headers['x-requested-with']).toBe('fetch');
    expect(progress).toEqual([
      [50, 100],
      [100, 100],
    ]);
  });

  it('turns a refused form into the typed error, and a lost one into an unknown outcome', async () => {
    fakeXhr({ status: 413, body: JSON.stringify({ error: 'image_too_large', message: 'Too big.' }) });
    await expect(postWrite('/api/form', new FormData(), 'k-12345678')).rejects.toMatchObject({
      code: 'image_too_large',
      status: 413,
    });
    fakeXhr('network-error');
    await expect(postWrite('/api/form', new FormData(), 'k-12345678')).rejects.toMatchObject({
      code: 'write_outcome_unknown',
    });
  });
});
