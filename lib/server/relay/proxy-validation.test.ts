import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '@/simulator/governance/png';
import { pngImage, polyglot, truncated } from '@/test/support/images';
import {
  callProxy,
  connect,
  FEES,
  postForm,
  postJson,
  SAME_ORIGIN,
  startProxyEnv,
  type ProxyEnv,
  type Sent,
} from '@/test/support/relay-env';
import { allPartnerCalls } from '@/test/support/relay-checks';

// Invalid writes are answered by the proxy itself, with the spec's codes, and never reach the upstream.

let env: ProxyEnv;
let alice: string;
let upstreamBefore: number;
const MINT = '31ZJu2nACbA3nr8G9iTux4jWEzQBoH24MdrEYFtxbudY';
const PROPOSAL = 'DyKVEeLxbksFSy5v19K5v9iQ1aEVxCkjKxbG2R5cpnpv';
const vote = { proposal: PROPOSAL, side: 'yes', amount: '1000000', ...FEES };
const buy = { mint: MINT, maxSolIn: '1000000', slippageBps: 100, ...FEES };

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice');
  upstreamBefore = await allPartnerCalls(env.sim);
}, 30_000);
afterAll(async () => {
  // Every case above was answered locally: the upstream saw none of them.
  expect(await allPartnerCalls(env.sim)).toBe(upstreamBefore);
  await env.close();
});

const streamOf = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 8192) controller.enqueue(new Uint8Array(8192).fill(32));
      controller.close();
    },
  });

describe('JSON writes', () => {
  const cases: [string, () => Promise<Sent>, number, string][] = [
    ['no Idempotency-Key', () => postJson(alice, 'governance/votes', vote, null), 400, 'invalid_input'],
    ['a malformed key', () => postJson(alice, 'governance/votes', vote, 'bad key!'), 400, 'invalid_input'],
    [
      'text that is not JSON',
      () => postJson(alice, 'governance/votes', '{"proposal":'),
      400,
      'invalid_input',
    ],
    ['an array', () => postJson(alice, 'governance/votes', [vote]), 400, 'invalid_input'],
    [
      'a schema failure',
      () => postJson(alice, 'governance/votes', { ...vote, tipLamports: '999' }),
      400,
      'invalid_input',
    ],
    [
      'a bad side',
      () => postJson(alice, 'governance/votes', { ...vote, side: 'maybe' }),
      400,
      'invalid_input',
    ],
    [
      'a bad partner fee',
      () => postJson(alice, 'trades/buy', { ...buy, partnerFeeBps: 10_000 }),
      400,
      'invalid_partner_fee',
    ],
    [
      'an explicit buy without its bound',
      () => postJson(alice, 'trades/buy', { ...buy, slippageBps: undefined }),
      400,
      'invalid_input',
    ],
    [
      'another content type',
      () => postJson(alice, 'governance/votes', vote, crypto.randomUUID(), { 'content-type': 'text/plain' }),
      400,
      'invalid_input',
    ],
    [
      'a body over 64 KiB',
      () => postJson(alice, 'governance/votes', { ...vote, padding: 'x'.repeat(70_000) }),
      413,
      'payload_too_large',
    ],
    [
      'a streamed body over 64 KiB without Content-Length',
      () =>
        callProxy('governance/votes', {
          method: 'POST',
          sessionId: alice,
          headers: {
            ...SAME_ORIGIN,
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
          body: streamOf(70_000),
        }),
      413,
      'payload_too_large',
    ],
  ];
  it.each(cases.map(([name, send, status, error]) => ({ name, send, status, error })))(
    '$name → $status $error',
    async ({ send, status, error }) => {
      expect(await send()).toMatchObject({ status, body: { error } });
    },
  );
});

function form(fields: Record<string, string>, image?: { bytes: Uint8Array; name?: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ mint: MINT, ...FEES, ...fields })) data.append(name, value);
  if (image) data.append('image', new Blob([new Uint8Array(image.bytes)]), image.name ?? 'logo.png');
  return data;
}

const png = solidPng(0xff0000);
const update = (data: FormData) => postForm(alice, 'governance/proposals/update-content', data);

describe('update-content forms', () => {
  const cases: [string, () => FormData, number, string][] = [
    ['no patch field', () => form({}), 400, 'invalid_input'],
    ['an empty name', () => form({ name: '' }), 400, 'invalid_name'],
    ['a name over 32 bytes', () => form({ name: 'é'.repeat(17) }), 400, 'name_too_long'],
    ['a symbol over 10 bytes', () => form({ symbol: 'ABCDEFGHIJK' }), 400, 'symbol_too_long'],
    ['a bad website', () => form({ website: 'not a site' }), 400, 'invalid_website'],
    [
      'a website without a dotted host',
      () => form({ website: 'https://localhost/x' }),
      400,
      'invalid_website',
    ],
    [
      'a website over 300 characters',
      () => form({ website: `https://a.example/${'p'.repeat(300)}` }),
      400,
      'website_too_long',
    ],
    ['a bad twitter handle', () => form({ twitter: 'no-dashes-allowed' }), 400, 'invalid_twitter'],
    ['a bad telegram handle', () => form({ telegram: 'abc' }), 400, 'invalid_telegram'],
    ['a fee below the minimum', () => form({ name: 'Fine', tipLamports: '5' }), 400, 'invalid_input'],
    [
      'an image that is not one',
      () => form({}, { bytes: new TextEncoder().encode('plain text, not an image') }),
      400,
      'invalid_image_type',
    ],
    [
      'an image over 5 MiB',
      () => form({}, { bytes: new Uint8Array(5 * 1024 * 1024 + 1) }),
      413,
      'payload_too_large',
    ],
    [
      'a whole PNG one byte over 5 MiB',
      () => form({}, { bytes: pngImage({ size: 5 * 1024 * 1024 + 1 }) }),
      413,
      'payload_too_large',
    ],
    [
      'a PNG with HTML after its end (a polyglot)',
      () => form({}, { bytes: polyglot(pngImage()) }),
      400,
      'invalid_image_type',
    ],
    ['a PNG cut short', () => form({}, { bytes: truncated(pngImage(), 60) }), 400, 'invalid_image_type'],
    [
      'two images',
      () => {
        const data = form({}, { bytes: png });
        data.append('image', new Blob([new Uint8Array(png)]), 'second.png');
        return data;
      },
      400,
      'invalid_input',
    ],
    [
      'a file under another name',
      () => {
        const data = form({ name: 'Fine' });
        data.append('document', new Blob(['x']), 'x.txt');
        return data;
      },
      400,
      'invalid_input',
    ],
    [
      'more than 16 fields',
      () => form(Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`extra${i}`, 'x']))),
      400,
      'invalid_multipart',
    ],
    ['a text part over 64 KiB', () => form({ description: 'd'.repeat(70_000) }), 413, 'payload_too_large'],
  ];
  it.each(cases.map(([name, build, status, error]) => ({ name, build, status, error })))(
    '$name → $status $error',
    async ({ build, status, error }) => {
      expect(await update(build())).toMatchObject({ status, body: { error } });
    },
  );

  it('answers a refusal of the shared check with its precise sentence and the catalogue’s next step', async () => {
    expect(await update(form({ website: 'not a site' }))).toMatchObject({
      status: 400,
      body: {
        error: 'invalid_website',
        message: expect.any(String),
        action: 'Enter a full web address such as https://example.com.',
        retryable: false,
      },
    });
    expect(await update(form({}))).toMatchObject({
      body: {
        error: 'invalid_input',
        message: 'Change at least one field or add an image.',
        action: 'Check the form and try again.',
      },
    });
  });

  it.each<[string, string, BodyInit]>([
    ['JSON instead of a form', 'application/json', JSON.stringify({ mint: MINT, name: 'x' })],
    ['a form without its boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a form cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    ],
  ])('%s → 400 invalid_multipart', async (_, contentType, body) => {
    const sent = await callProxy('governance/proposals/update-content', {
      method: 'POST',
      sessionId: alice,
      headers: { ...SAME_ORIGIN, 'content-type': contentType, 'idempotency-key': crypto.randomUUID() },
      body,
    });
    expect(sent).toMatchObject({ status: 400, body: { error: 'invalid_multipart' } });
  });
});
