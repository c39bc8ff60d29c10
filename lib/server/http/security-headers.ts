import 'server-only';

// The security headers of every response, built in one place for proxy.ts: a nonce-based Content Security
// Policy for pages (Next reads the nonce from the request's CSP header and puts it on its own scripts), a
// closed policy for the API, and the fixed headers for both.

/** Sent on every response served over https: a year, this host only (sibling hosts are not ours to pin). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Sent on every response, pages and API alike. */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()',
};

/** The pages of app/(embed) that partner sites frame: the trade widget and the end of its sign-in. */
const EMBED_PAGES = ['/embed/trade', '/embed/connected'];

/**
 * Pages that partner sites may frame. Only the widget's own: `/embed/demo` is this app's page of widgets,
 * which nobody frames.
 */
export function isEmbedPath(pathname: string): boolean {
  return EMBED_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Who may frame a path: the embed pages answer this app itself and the configured origins
 * (EMBED_ALLOWED_ORIGINS, validated at start) and get no `X-Frame-Options`, which cannot express a list;
 * everything else is framed by nobody.
 */
export function frameAncestorsFor(pathname: string, embedOrigins: readonly string[]): readonly string[] {
  return isEmbedPath(pathname) ? ["'self'", ...embedOrigins] : ["'none'"];
}

export interface PagePolicyInput {
  nonce: string;
  /** `next dev`: React needs `eval` for its debugging aids. Never in production. */
  dev: boolean;
  /** Origins images load from besides this app: the partner service's pinned images. */
  imageOrigins: readonly string[];
  /** Origins a form may submit to, or be redirected to after a submit: the service's consent screen. */
  formOrigins: readonly string[];
  frameAncestors: readonly string[];
  /** Only when served over https; a plain-http localhost would otherwise break. */
  upgradeInsecureRequests: boolean;
}

function serialize(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** The Content Security Policy of an HTML page. */
export function pagePolicy(input: PagePolicyInput): string {
  const directives: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", `'nonce-${input.nonce}'`, "'strict-dynamic'", ...(input.dev ? ["'unsafe-eval'"] : [])],
    ],
    // React renders `style` attributes; inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Token images live wherever their metadata points (pinning gateways over https, or the upstream).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...input.imageOrigins]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...input.formOrigins]],
    ['frame-ancestors', input.frameAncestors],
  ];
  if (input.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests', []]);
  return serialize(directives);
}

/** The policy of a JSON or redirect response: it loads nothing and is framed by nobody. */
export function apiPolicy(frameAncestors: readonly string[]): string {
  return serialize([
    ['default-src', ["'none'"]],
    ['frame-ancestors', frameAncestors],
  ]);
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface SecurityHeadersInput {
  pathname: string;
  /** Whether the request came over https (directly or through a proxy that says so). */
  secure: boolean;
  dev: boolean;
  /** The partner service's base URL and the consent screen's URL (origins are taken from them). */
  baseUrl: string;
  authUrl: string;
  /** Origins besides this app's own that may frame the embed pages. */
  embedOrigins: readonly string[];
  /** Set for pages; API responses get the closed policy. */
  nonce?: string;
}

/** Every security header of one response. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  const frameAncestors = frameAncestorsFor(input.pathname, input.embedOrigins);
  const csp =
    input.nonce === undefined
      ? apiPolicy(frameAncestors)
      : pagePolicy({
          nonce: input.nonce,
          dev: input.dev,
          imageOrigins: [new URL(input.baseUrl).origin],
          formOrigins: [new URL(input.authUrl).origin],
          frameAncestors,
          upgradeInsecureRequests: input.secure,
        });
  const headers: Record<string, string> = { ...FIXED_SECURITY_HEADERS, 'content-security-policy': csp };
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") headers['x-frame-options'] = 'DENY';
  // Over https only (browsers ignore it on plain http, and a localhost must stay reachable over http).
  if (input.secure) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
