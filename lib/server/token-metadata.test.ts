// Token metadata read path against a started simulator: the on-chain metadata accounts it seeds, their
// pinned JSON, the rewrite when an update-content proposal is applied, and the two routes called directly
// as Next would call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as accountRoute } from '@/app/api/metadata/accounts/[address]/route';
import { GET as jsonRoute } from '@/app/api/metadata/json/route';
import { metadataJsonViewSchema, tokenMetadataViewSchema } from '@/lib/api';
import { Gov } from '@/test/support/simulator/governance-kit';
import { governanceModule } from '@/simulator/governance';
import { metadataAddressOf, writeMetadataAccount } from '@/simulator/governance/metadata-account';
import { marketModule } from '@/simulator/market';
import { testOAuth } from '@/test/support/simulator/fixtures';
import { json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import { metadataAddressOf as metadataAddressOfMint } from './chain/mint';
import { testChain } from '@/test/support/runtime';
import { readMetadataJson, readTokenMetadata } from './token-metadata';

let run: RunningSimulator;
let gov: Gov;
const savedEnv = { ...process.env };

beforeAll(async () => {
  run = await startSimulator({ oauth: testOAuth, governance: governanceModule, market: marketModule });
  gov = new Gov(run);
  Object.assign(process.env, {
    SIMULATOR_PORT: new URL(run.url).port,
    SOLANA_RPC_URL: `${run.url}/rpc`,
  });
});

afterAll(async () => {
  await run.close();
  process.env = savedEnv;
});

const metadataOf = async (symbol: 'LUMEN' | 'QUILL' | 'STONE') =>
  (await gov.governance(symbol)).governance.metadata;

function getAccount(address: string, ip = '203.0.113.1') {
  const request = new Request(`http://localhost:3000/api/metadata/accounts/${address}`, {
    headers: { 'x-forwarded-for': ip },
  });
  return accountRoute(request, { params: Promise.resolve({ address }) });
}

function getJson(uri: string | null, ip = '203.0.113.1') {
  const query = uri === null ? '' : `?uri=${encodeURIComponent(uri)}`;
  const request = new Request(`http://localhost:3000/api/metadata/json${query}`, {
    headers: { 'x-forwarded-for': ip },
  });
  return jsonRoute(request, { params: Promise.resolve({}) });
}

describe('readTokenMetadata', () => {
  it('reads LUMEN as it stands: on-chain name, symbol and uri, and the pinned JSON', async () => {
    const token = run.sim().tokens.get(await gov.mint('LUMEN'));
    const view = await readTokenMetadata(testChain(), await metadataOf('LUMEN'));
    expect(view).toEqual({
      name: 'Lumen',
      symbol: 'LUMEN',
      uri: token?.metadata.uri,
      image: token?.metadata.image,
      description: 'Lanterns for every night market.',
      website: 'https://lumen.example.org',
      twitter: 'https://x.com/lumen_token',
      telegram: null,
    });
    expect(view.uri.startsWith(`${run.url}/pinned/`)).toBe(true);
    const image = await fetch(view.image ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('reads a market token, whose metadata account sits at its mint’s canonical address', async () => {
    const grass = [...run.sim().tokens.values()].find((t) => t.metadata.symbol === 'GRASS')!;
    const address = await metadataAddressOf(grass.mint);
    expect(address).toBe(metadataAddressOfMint(grass.mint));
    expect(await readTokenMetadata(testChain(), address)).toMatchObject({
      name: 'Grass Roots',
      symbol: 'GRASS',
      description: 'A bonding-curve token far from completion.',
      image: expect.stringMatching(/\/pinned\/[0-9a-f]{64}$/),
      website: null,
    });
  });

  it('keeps the on-chain fields, with nulls, when the JSON cannot be read', async () => {
    const account = (await gov.ledger.keypair('metadata:test-missing-json')).address;
    const content = { image: '', description: '', website: '', twitter: '', telegram: '' };
    for (const uri of [`${run.url}/pinned/${'0'.repeat(64)}`, 'http://evil.example/x.json', '']) {
      writeMetadataAccount(gov.ledger, account, {
        mint: await gov.mint('LUMEN'),
        updateAuthority: gov.wallet('dana'),
        metadata: { ...content, name: 'Orphan', symbol: 'ORPH', uri },
        isMutable: true,
      });
      expect(await readTokenMetadata(testChain(), account)).toEqual({
        name: 'Orphan',
        symbol: 'ORPH',
        uri,
        image: null,
        description: null,
        website: null,
        twitter: null,
        telegram: null,
      });
    }
  });

  it('answers not_found for an account that is not token metadata, invalid_input for a bad address', async () => {
    await expect(readTokenMetadata(testChain(), await gov.mint('LUMEN'))).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(readTokenMetadata(testChain(), gov.wallet('alice'))).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(readTokenMetadata(testChain(), 'not-an-address')).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });

  it('shows the new name on chain once a passed update-content proposal is settled', async () => {
    const mint = await gov.mint('QUILL');
    const metadata = await metadataOf('QUILL');
    expect((await readTokenMetadata(testChain(), metadata)).name).toBe('Quill');
    const proposed = await gov.postForm('alice', { mint, name: 'Quill Press', telegram: '@quill_press' });
    expect(proposed.status).toBe(200);
    const proposal = String(proposed.body.proposal);
    const actionUri = String(proposed.body.metadataUri);
    expect(await readMetadataJson(actionUri)).toMatchObject({
      name: 'Quill Press',
      symbol: 'QUILL',
      telegram: 'https://t.me/quill_press',
    });
    expect((await readTokenMetadata(testChain(), metadata)).name).toBe('Quill');

    await gov.passQuillProposal(proposal);
    expect(await readTokenMetadata(testChain(), metadata)).toMatchObject({
      name: 'Quill Press',
      symbol: 'QUILL',
      uri: actionUri,
      telegram: 'https://t.me/quill_press',
    });
    expect(run.sim().tokens.get(mint)?.metadata).toMatchObject({ name: 'Quill Press', uri: actionUri });
  });
});

describe('GET /api/metadata/accounts/{address}', () => {
  it('answers the view, parsed by the client schema', async () => {
    const { status, body } = await json(await getAccount(await metadataOf('STONE')));
    expect(status).toBe(200);
    expect(tokenMetadataViewSchema.parse(body)).toMatchObject({ name: 'Keystone', symbol: 'STONE' });
  });

  it.each([
    ['a malformed address', 'nope', 400, 'invalid_input'],
    ['a system account', '11111111111111111111111111111111', 404, 'not_found'],
  ])('answers %s with %i %s', async (_, address, status, error) => {
    expect(await json(await getAccount(address))).toMatchObject({ status, body: { error } });
  });

  it('limits each IP to 120 reads a minute', async () => {
    const address = await metadataOf('STONE');
    const ip = '198.51.100.7';
    const results = await Promise.all(Array.from({ length: 120 }, () => getAccount('nope', ip)));
    expect(results.every((r) => r.status === 400)).toBe(true);
    const limited = await getAccount(address, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(limited)).body.error).toBe('rate_limit_exceeded');
    expect((await getAccount(address, '198.51.100.8')).status).toBe(200);
  });
});

describe('GET /api/metadata/json', () => {
  it('reads a pinned metadata JSON of the upstream', async () => {
    const token = run.sim().tokens.get(await gov.mint('LUMEN'));
    const { status, body } = await json(await getJson(token?.metadata.uri ?? ''));
    expect(status).toBe(200);
    expect(metadataJsonViewSchema.parse(body)).toEqual({
      name: 'Lumen',
      symbol: 'LUMEN',
      image: token?.metadata.image,
      description: 'Lanterns for every night market.',
      website: 'https://lumen.example.org',
      twitter: 'https://x.com/lumen_token',
      telegram: null,
    });
  });

  it.each([
    ['plain http elsewhere', 'http://evil.example/x'],
    ['a file', 'file:///etc/passwd'],
    ['no uri', null],
    ['not a URL', 'pinned/abc'],
    ['https to an IP literal', 'https://169.254.169.254/latest/meta-data'],
    ['https to localhost', 'https://localhost/x'],
    ['credentials', 'https://user:pass@pin.example.org/x'],
    ['another port of the upstream host', `http://127.0.0.1:1/pinned/x`],
  ])('refuses %s with 400 invalid_input', async (_, uri) => {
    expect(await json(await getJson(uri))).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
  });

  it('answers 502 pin_unavailable when the upstream has no such pin', async () => {
    const { status, body } = await json(await getJson(`${run.url}/pinned/${'0'.repeat(64)}`));
    expect({ status, error: body.error }).toEqual({ status: 502, error: 'pin_unavailable' });
  });

  it('fetches a pinned JSON once however often it is read, and limits each address’s fetches', async () => {
    const pinnedFetches = async () =>
      ((await (await run.request('/__sim/stats')).json()) as { requests: Record<string, number> }).requests[
        'GET /pinned/:id'
      ] ?? 0;
    const uri = run.sim().tokens.get(await gov.mint('QUILL'))?.metadata.uri ?? '';
    const before = await pinnedFetches();
    for (let i = 0; i < 10; i += 1) expect((await getJson(uri, '198.51.100.30')).status).toBe(200);
    // Once (or not at all, when an earlier read kept it).
    expect(await pinnedFetches()).toBeLessThanOrEqual(before + 1);
    const kept = await pinnedFetches();
    // Made-up pins are each a fetch: 20 a minute from one address, then 429 (a kept one still answers).
    const madeUp = (i: number) => `${run.url}/pinned/${i.toString(16).padStart(64, 'a')}`;
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await getJson(madeUp(i), '198.51.100.31')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(502));
    expect(statuses[20]).toBe(429);
    expect((await getJson(madeUp(0), '198.51.100.31')).status).toBe(502);
    expect((await getJson(uri, '198.51.100.31')).status).toBe(200);
    expect(await pinnedFetches()).toBe(kept + 20);
  });

  it('answers 502 pin_unavailable when the pin is an image, not JSON', async () => {
    const token = run.sim().tokens.get(await gov.mint('LUMEN'));
    const { status, body } = await json(await getJson(token?.metadata.image ?? ''));
    expect({ status, error: body.error }).toEqual({ status: 502, error: 'pin_unavailable' });
  });
});
