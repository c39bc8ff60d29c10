import 'server-only';
import { allowedMetadataUrl } from './token-metadata';
import { serverConfig } from './config';

// Which addresses GET /api/metadata/json may fetch for a browser. It exists to show pinned metadata
// (a proposal's `actionUri`), so only content-addressed places qualify: the service's own pinned content
// (`{base_url}/pinned/<id>`; never its API, OAuth, RPC or any other path), IPFS paths on public gateways
// (`/ipfs/<cid>` or `<cid>.ipfs.<host>`) and Arweave. Anything else is refused before any fetch, so the
// route is no relay to the service or to arbitrary hosts.

const UPSTREAM_PINNED = /^\/pinned\/[A-Za-z0-9_-]{16,128}$/;
const IPFS_PATH = /^\/ipfs\/[A-Za-z0-9]{32,128}(?:\/[A-Za-z0-9._-]{1,128}){0,4}$/;
const IPFS_SUBDOMAIN = /^[a-z0-9]{32,128}\.ipfs\./;
const ARWEAVE_HOST = /(^|\.)arweave\.net$/;
const ARWEAVE_PATH = /^\/[A-Za-z0-9_-]{43}(?:\/[A-Za-z0-9._-]{1,128}){0,4}$/;

/** The URL to fetch for a pinned metadata address, or null when the route must not fetch it. */
export function pinnedMetadataUrl(raw: string): URL | null {
  const url = allowedMetadataUrl(raw);
  if (!url || url.search !== '' || url.hash !== '') return null;
  if (url.origin === new URL(serverConfig().baseUrl).origin)
    return UPSTREAM_PINNED.test(url.pathname) ? url : null;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (IPFS_PATH.test(url.pathname)) return url;
  if (IPFS_SUBDOMAIN.test(url.hostname)) return url;
  if (ARWEAVE_HOST.test(url.hostname) && ARWEAVE_PATH.test(url.pathname)) return url;
  return null;
}
