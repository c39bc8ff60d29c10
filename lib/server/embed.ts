import 'server-only';
import { headers } from 'next/headers';
import { mayEmbed } from '@/lib/embed/origin';
import { serverConfig } from './config';

/** The origin the page being rendered was requested on (behind a proxy, the one it says). */
export async function pageOrigin(): Promise<string> {
  const h = await headers();
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost'}`;
}

/**
 * Whether the widget may run for a page on `parentOrigin`: this app itself or a configured origin. The
 * browser already refuses to frame it anywhere else (frame-ancestors); this also keeps a widget opened
 * with a made-up parentOrigin from posting to it.
 */
export async function embedAllowed(parentOrigin: string | null): Promise<boolean> {
  if (parentOrigin === null) return false;
  return mayEmbed(parentOrigin, await pageOrigin(), serverConfig().embedAllowedOrigins);
}

/** `embedAllowed` for a route handler: the app's origin is the one `request` was made on. */
export function embedAllowedFor(request: Request, parentOrigin: string | null): boolean {
  if (parentOrigin === null) return false;
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  const self = `${proto}://${request.headers.get('host') ?? url.host}`;
  return mayEmbed(parentOrigin, self, serverConfig().embedAllowedOrigins);
}
