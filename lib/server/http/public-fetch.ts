import 'server-only';
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit } from 'undici';

// Fetches of addresses that come from the chain or from a person (a token's metadata uri), which must
// never reach the server's own network: every connection resolves its host name once, refuses it unless
// every address is public unicast (no loopback, private, link-local, CGNAT, unique-local, multicast or
// other special range, in IPv4, IPv6 or an IPv4-mapped form), and then connects to the address it checked,
// with the host name kept for TLS (SNI and the certificate check). Only https on port 443. Each hop of a
// redirect is a fetch of its own through the same check (a new host is a new connection, so a new check).

export const PUBLIC_FETCH_PORT = 443;

/** A connection the guard refused; `cause` of the fetch's `TypeError`. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
}

/** Why `address` is not a public host's (its range, e.g. `loopback`), or null when it is global unicast. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unparsable';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name (the system resolver by default; tests give a fake one). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export type PublicFetchOptions = {
  resolve?: Resolve;
  /** Why an address is refused, or null when it may be dialled (`refusedRange` by default). */
  refuse?: (address: string) => string | null;
  /** The one port allowed (443 by default). */
  port?: number;
  /** Extra TLS options (tests give their certificate authority). */
  tls?: ConnectionOptions;
  connectTimeoutMs?: number;
};

/** The address to dial for `hostname`: resolved once, every address checked, the first one kept. */
async function checkedAddress(
  hostname: string,
  resolve: Resolve,
  refuse: (address: string) => string | null,
): Promise<string> {
  const literal = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const addresses = isIP(literal) ? [{ address: literal, family: isIP(literal) }] : await resolve(literal);
  if (addresses.length === 0) throw new RefusedAddressError(`${hostname} has no address`);
  for (const { address } of addresses) {
    const range = refuse(address);
    if (range !== null) throw new RefusedAddressError(`${hostname} resolves to a ${range} address`);
  }
  return addresses[0]!.address;
}

/**
 * A `fetch` that only reaches public hosts over https on port 443 (see above). Redirects are not followed
 * unless the caller asks; any it follows go through the same check.
 */
export function createPublicFetch(options: PublicFetchOptions = {}) {
  const resolve = options.resolve ?? systemResolve;
  const refuse = options.refuse ?? refusedRange;
  const allowedPort = options.port ?? PUBLIC_FETCH_PORT;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const dial = buildConnector({ ...options.tls, timeout: connectTimeoutMs });
  const connect: buildConnector.connector = (target, callback) => {
    const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
    if (target.protocol !== 'https:' || port !== allowedPort) {
      callback(new RefusedAddressError(`only https on port ${allowedPort} is fetched`), null);
      return;
    }
    checkedAddress(target.hostname, resolve, refuse).then(
      (address) =>
        dial(
          {
            ...target,
            hostname: address,
            servername: target.servername || (isIP(target.hostname) ? undefined : target.hostname),
          },
          callback,
        ),
      (error: Error) => callback(error, null),
    );
  };
  const dispatcher = new Agent({ connect, connections: 8, pipelining: 1 });
  return (url: URL, init: Omit<RequestInit, 'dispatcher'> = {}) =>
    undiciFetch(url, { redirect: 'manual', ...init, dispatcher });
}

let shared: ReturnType<typeof createPublicFetch> | undefined;

/** The process's public fetch, on the system resolver. */
export function publicFetch(url: URL, init?: Omit<RequestInit, 'dispatcher'>) {
  shared ??= createPublicFetch();
  return shared(url, init);
}
