// Security headers on every response: a fresh nonce and its Content Security Policy for pages (Next puts
// the nonce on its own scripts when it finds it in the request's CSP header), a closed policy for the API,
// and the fixed headers for both. Static build assets are left alone.
import { NextResponse, type NextRequest } from 'next/server';
import { securityHeadersFor } from '@/lib/server/http/response-headers';
import { newNonce } from '@/lib/server/http/security-headers';

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const nonce = isApi(pathname) ? undefined : newNonce();
  const headers = securityHeadersFor(request, pathname, nonce);
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
