// Security headers on every response: a fresh nonce and its Content Security Policy for pages (Next puts
// the nonce on its own scripts when it finds it in the request's CSP header), a closed policy for the API,
// and the fixed headers for both. Static build assets are left alone.
import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/lib/server/config';
import { isSecureRequest } from '@/lib/server/http/cookies';
import { newNonce, securityHeaders } from '@/lib/server/http/security-headers';

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { baseUrl, authUrl, embedAllowedOrigins } = serverConfig();
  const nonce = isApi(pathname) ? undefined : newNonce();
  const headers = securityHeaders({
    pathname,
    secure: isSecureRequest(request),
    dev: process.env.NODE_ENV === 'development',
    baseUrl,
    authUrl,
    embedOrigins: embedAllowedOrigins,
    nonce,
  });
  const csp = headers['content-security-policy'] ?? '';
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete('x-nonce');
  requestHeaders.delete('content-security-policy');
  if (nonce !== undefined) {
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('content-security-policy', csp);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
