import 'server-only';
import { isAddress, normalizeLink, type LinkField } from '@/lib/domain';
import type { MetadataJsonView, TokenMetadataView } from '@/lib/api';
import { catalogueError, metadataJsonSchema, type MetadataJson } from '@/lib/partner';
import { readMetadataAccount } from './chain/metadata';
import { serverConfig } from './config';
import { takePerIp } from './http/per-ip';
import type { ChainConnections } from './chain/connection';
import type { Runtime } from './runtime';
import { publicFetch } from './http/public-fetch';
import { log } from './log';
import { pinnedMetadataUrl } from './metadata-uri';

// A token's metadata as it stands: the on-chain account (name, symbol, uri) plus the JSON its uri points
// to, fetched here on the server under strict limits, since the uri is whatever the chain says. Only https
// or the configured upstream's origin (the simulator serves http on loopback) is fetched; anything but the
// upstream goes through the public fetch (http/public-fetch.ts: the host name resolved once, every address
// public, that address dialled, port 443 only); redirects are followed only within the same origin, each
// hop through the same check; 5 s, 64 KiB, a JSON content type. Images and links in the views
// are checked too, because the pages render them directly (<img src>, <a href>).

export const METADATA_FETCH_TIMEOUT_MS = 5_000;
export const METADATA_MAX_BYTES = 64 * 1024;
const MAX_REDIRECTS = 3;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const LOCAL_HOST = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

function upstreamOrigin(): string {
  return new URL(serverConfig().baseUrl).origin;
}

/**
 * A URL the server may fetch a metadata JSON from: the upstream's origin, or https without credentials to
 * a named host (IP literals and local names are refused here; the addresses the name resolves to are
 * checked as the connection is made, by the public fetch).
 */
export function allowedMetadataUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === upstreamOrigin()) return url;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const host = url.hostname;
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || !host.includes('.') || LOCAL_HOST.test(host))
    return null;
  return url;
}

/** An image the pages may show as it is: https, or served by the upstream (its origin is in img-src). */
export function viewableImage(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.origin === upstreamOrigin() ? url.href : null;
  } catch {
    return null;
  }
}

/** A link in its canonical https form, or null when it is empty or not a valid link of its kind. */
function viewableLink(field: LinkField, raw: string | undefined): string | null {
  const result = raw === undefined ? null : normalizeLink(field, raw);
  return result?.ok && result.value !== '' ? result.value : null;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function jsonView(json: MetadataJson | null): Omit<MetadataJsonView, 'name' | 'symbol'> {
  return {
    image: viewableImage(json?.image),
    description: text(json?.description),
    website: viewableLink('website', json?.website),
    twitter: viewableLink('twitter', json?.twitter),
    telegram: viewableLink('telegram', json?.telegram),
  };
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > METADATA_MAX_BYTES) throw new Error('metadata JSON too large');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > METADATA_MAX_BYTES) {
      await reader.cancel();
      throw new Error('metadata JSON too large');
    }
    chunks.push(read.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Pinned metadata JSON kept by URL: content-addressed, so what a URL holds does not change. */
export const JSON_KEPT_MS = 10 * 60_000;
/** A URL that could not be read is not asked again for this long. */
export const JSON_FAILURE_KEPT_MS = 30_000;
const JSON_KEPT_MAX = 2_000;
type KeptJson = { at: number; json: MetadataJson } | { at: number; failure: string };
const keptJson = new Map<string, KeptJson>(); // URL → answer, least recently used first

function keptAnswer(href: string): KeptJson | null {
  const kept = keptJson.get(href);
  if (!kept) return null;
  if (Date.now() - kept.at >= ('json' in kept ? JSON_KEPT_MS : JSON_FAILURE_KEPT_MS)) {
    keptJson.delete(href);
    return null;
  }
  keptJson.delete(href);
  keptJson.set(href, kept);
  return kept;
}

/** Whether the JSON at `href` would be answered without a fetch (kept, or kept as unreadable). */
export const metadataJsonKept = (href: string): boolean => keptAnswer(href) !== null;

/**
 * The JSON at an allowed URL, parsed: kept (see above) when it is pinned content, so a page viewed by
 * many, or a flood of one address, costs one fetch. Throws on any failure (the callers decide what it
 * means).
 */
async function fetchMetadataJson(start: URL): Promise<MetadataJson> {
  const pinned = pinnedMetadataUrl(start.href) !== null;
  const kept = pinned ? keptAnswer(start.href) : null;
  if (kept) {
    if ('json' in kept) return kept.json;
    throw new Error(kept.failure);
  }
  try {
    const json = await fetchMetadataJsonOnce(start);
    if (pinned) keep(start.href, { at: Date.now(), json });
    return json;
  } catch (error) {
    if (pinned) keep(start.href, { at: Date.now(), failure: describe(error) });
    throw error;
  }
}

function keep(href: string, answer: KeptJson): void {
  keptJson.delete(href);
  keptJson.set(href, answer);
  if (keptJson.size > JSON_KEPT_MAX) keptJson.delete(keptJson.keys().next().value!);
}

async function fetchMetadataJsonOnce(start: URL): Promise<MetadataJson> {
  const signal = AbortSignal.timeout(METADATA_FETCH_TIMEOUT_MS);
  let url = start;
  for (let hop = 0; ; hop++) {
    const init = { redirect: 'manual', signal, headers: { accept: 'application/json' } } as const;
    const response =
      url.origin === upstreamOrigin()
        ? await fetch(url, { ...init, cache: 'no-store' })
        : ((await publicFetch(url, init)) as unknown as Response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (hop >= MAX_REDIRECTS || next.origin !== start.origin || !allowedMetadataUrl(next.href))
        throw new Error(`redirect refused (${response.status})`);
      url = next;
      continue;
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    if (!JSON_TYPE.test(response.headers.get('content-type') ?? ''))
      throw new Error('not a JSON content type');
    return metadataJsonSchema.parse(JSON.parse(await readCapped(response)));
  }
}

/** An error and its cause (a refused address is the cause of fetch's `TypeError`), for the log. */
function describe(error: unknown): string {
  const one = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  const cause = error instanceof Error && error.cause !== undefined ? ` (${one(error.cause)})` : '';
  return `${one(error)}${cause}`.slice(0, 200);
}

/**
 * The pinned metadata JSON at `uri` (e.g. a proposal's `actionUri`) as shown: `400 invalid_input` when the
 * uri is not one the server fetches, `502 pin_unavailable` when it cannot be read or is not metadata JSON.
 */
export async function readMetadataJson(uri: string): Promise<MetadataJsonView> {
  const url = allowedMetadataUrl(uri);
  if (!url) {
    throw catalogueError('invalid_input', {
      message: 'Metadata can be read only from https addresses or the service’s own pinned content.',
    });
  }
  let json: MetadataJson;
  try {
    json = await fetchMetadataJson(url);
  } catch (error) {
    log.warn({ metadataUri: url.origin, failure: describe(error) }, 'metadata JSON unavailable');
    throw catalogueError('pin_unavailable', { message: 'The metadata file could not be read right now.' });
  }
  return { name: text(json.name), symbol: text(json.symbol), ...jsonView(json) };
}

/**
 * A token's metadata as it stands, from its metadata account: `400 invalid_input` for a malformed address,
 * `404 not_found` when no metadata account is there, `502 rpc_unavailable` when the RPC fails. A JSON that
 * cannot be read leaves the on-chain name, symbol and uri with every other field null.
 */
export async function readTokenMetadata(
  chain: ChainConnections,
  metadataAddress: string,
): Promise<TokenMetadataView> {
  if (!isAddress(metadataAddress))
    throw catalogueError('invalid_input', { message: 'The metadata account address is not valid.' });
  const account = await readMetadataAccount(chain, metadataAddress);
  if (!account)
    throw catalogueError('not_found', { message: 'There is no token metadata account at this address.' });
  const url = allowedMetadataUrl(account.uri);
  let json: MetadataJson | null = null;
  if (url) {
    try {
      json = await fetchMetadataJson(url);
    } catch (error) {
      log.warn({ metadataUri: url.origin, failure: describe(error) }, 'metadata JSON unavailable');
    }
  }
  return { name: account.name, symbol: account.symbol, uri: account.uri, ...jsonView(json) };
}

export const METADATA_REQUESTS_PER_MINUTE = 120;
/** Of those, reads of pinned JSON not kept yet (each a fetch from the pinning service), per address. */
export const METADATA_FETCHES_PER_MINUTE = 20;

/**
 * Spends one of the caller's metadata reads (120 a minute per IP and route, counted per IP since the
 * data is public and there is no session to count against; shared by every instance on PostgreSQL). Null when allowed, else the `429 rate_limit_exceeded`
 * response with `retry-after`.
 */
export function takeMetadataRead(
  rt: Pick<Runtime, 'limiter'>,
  request: Request,
  routeName: string,
): Promise<Response | null> {
  return takePerIp(rt, request, 'metadata', METADATA_REQUESTS_PER_MINUTE, routeName);
}
