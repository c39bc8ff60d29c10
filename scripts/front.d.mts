// Types of scripts/front.mjs (plain JavaScript, run by Node without a build step).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export const BODY_TIMEOUT_MS: number;
export const REQUEST_TIMEOUT_BODY: string;
export type Trusted = (address: string | undefined) => boolean;
export function plainAddress(address: string | undefined): string;
export function parseTrustedProxies(raw: string | undefined): Trusted;
export function normalizeForwarding(
  headers: IncomingHttpHeaders,
  socket: { peer: string | undefined; encrypted: boolean; trusted: Trusted },
): IncomingHttpHeaders;
export function literalMalformedEscapes(target: string): string;
export function originForm(url: string | undefined): string;
export function createFront(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trusted: Trusted; bodyTimeoutMs?: number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
