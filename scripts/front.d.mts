// Types of scripts/front.mjs (plain JavaScript, run by Node without a build step).
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const BODY_TIMEOUT_MS: number;
export const REQUEST_TIMEOUT_BODY: string;
export const MAX_REQUEST_BODY_BYTES: number;
export const CHUNKED_BODY_BYTES: number;
export const DRAIN_MS: number;
export function payloadTooLargeBody(limit: number, chunked?: boolean): string;
/** The app's body limit for a method and a request path (lib/server/http/body-limits.ts). */
export type BodyLimit = (method: string, pathname: string) => number;
export type RefusedBody = (entry: {
  method: string;
  path: string;
  status: number;
  limit: number;
  declared: number | null;
}) => void;
export const FRONT_ERROR_BODIES: Record<
  'method_not_allowed' | 'headers_too_large' | 'malformed_request' | 'request_timeout',
  string
>;
export const API_METHODS: string[];
export const PAGE_METHODS: string[];
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
export function createFrontServer(listener: (req: IncomingMessage, res: ServerResponse) => unknown): Server;
export type Trusted = (address: string | undefined) => boolean;
export function plainAddress(address: string | undefined): string;
export function parseTrustedProxies(raw: string | undefined): Trusted;
export function normalizeForwarding(
  headers: IncomingHttpHeaders,
  socket: { peer: string | undefined; encrypted: boolean; trusted: Trusted },
): IncomingHttpHeaders;
export function literalMalformedEscapes(target: string): string;
export function originForm(url: string | undefined): string;
/** The app's answer to a hot read (lib/server/relay/hot.ts), or null when the request is not one. */
export type HotRead = (request: {
  method: string;
  /** Absolute: the scheme and host as the app sees them (normalised), then the request target. */
  url: string;
  headers: IncomingHttpHeaders;
}) => Promise<{ status: number; headers: [string, string][]; body: string | Uint8Array } | null>;
/**
 * The app's governance stream (lib/server/relay/hot.ts `hotStream`): 'streaming' once it writes the
 * stream to `res` (or the client left), the error to write, or null when the request is not one.
 */
export type HotStream = (
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  res: ServerResponse,
) => Promise<'streaming' | { status: number; headers: [string, string][]; body: string | Uint8Array } | null>;
export function createFront(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    trusted: Trusted;
    bodyTimeoutMs?: number;
    hot?: () => HotRead | undefined;
    stream?: () => HotStream | undefined;
    bodyLimit?: () => BodyLimit | undefined;
    refused?: () => RefusedBody | undefined;
    drainMs?: number;
  },
): (req: IncomingMessage, res: ServerResponse, expectsContinue?: boolean) => unknown;
export function streamsCollector(options: {
  collect: () => void;
  threshold?: number;
  delayMs?: number;
  settleMs?: number;
}): (req: IncomingMessage, res: ServerResponse) => void;
