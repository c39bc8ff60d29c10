import 'server-only';
import type { RequestHead } from './request-head';
import { serverConfig } from '../config';
import { isSecureRequest } from './cookies';
import { securityHeaders } from './security-headers';

/**
 * The security headers of the answer to `request` for `pathname`, from the server's configuration: with
 * a `nonce` for a page, the closed policy for the API without one.
 */
export function securityHeadersFor(request: RequestHead, pathname: string, nonce?: string) {
  const { baseUrl, authUrl, embedAllowedOrigins } = serverConfig();
  return securityHeaders({
    pathname,
    secure: isSecureRequest(request),
    dev: process.env.NODE_ENV === 'development',
    baseUrl,
    authUrl,
    embedOrigins: embedAllowedOrigins,
    nonce,
  });
}
