import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/metadata/json/route';
import { pinnedMetadataUrl } from './metadata-uri';

const savedEnv = { ...process.env };
process.env.SIMULATOR_PORT = '4999';
delete process.env.PARTNER_BASE_URL;
const upstream = 'http://127.0.0.1:4999';
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
afterAll(() => {
  process.env = savedEnv;
});

describe('pinnedMetadataUrl', () => {
  it.each([
    `${upstream}/pinned/${'ab'.repeat(32)}`,
    `https://ipfs.io/ipfs/${CID}`,
    `https://gateway.example.com/ipfs/${CID}/metadata.json`,
    `https://${CID}.ipfs.dweb.link/`,
    `https://arweave.net/${'A'.repeat(43)}`,
  ])('fetches pinned content at %s', (uri) => {
    expect(pinnedMetadataUrl(uri)?.href).toBe(new URL(uri).href);
  });

  it.each([
    `${upstream}/__sim/world`,
    `${upstream}/partner/v1/me`,
    `${upstream}/oauth/token`,
    `${upstream}/rpc`,
    `${upstream}/`,
    `${upstream}/pinned/${'ab'.repeat(32)}?x=1`,
    `${upstream}/pinned/../__sim/world`,
    `https://example.com/metadata.json`,
    `https://127.0.0.1/ipfs/${CID}`,
    `https://localhost/ipfs/${CID}`,
    `https://gateway.example.com:8443/ipfs/${CID}`,
    `http://ipfs.io/ipfs/${CID}`,
    `https://user:pw@ipfs.io/ipfs/${CID}`,
    `https://evil.example/arweave.net/${'A'.repeat(43)}`,
    'javascript:alert(1)',
  ])('refuses %s', (uri) => {
    expect(pinnedMetadataUrl(uri)).toBeNull();
  });
});

describe('GET /api/metadata/json', () => {
  it('is no relay: the simulator’s control API or the partner API is refused before any fetch', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const target of ['/__sim/world', '/partner/v1/governance/x', '/oauth/authorize']) {
      const uri = encodeURIComponent(`${upstream}${target}`);
      const response = await GET(new Request(`http://localhost:3000/api/metadata/json?uri=${uri}`), {
        params: Promise.resolve({}),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
