// Link fields of update-content (website, twitter, telegram): the spec's rules, checked in front of the
// upstream, which currently answers 500 internal for violations. Every accepted value is canonical, and
// normalising a canonical value returns it unchanged.
//
// Decisions:
// - Length is counted in UTF-16 code units (String.length), never fewer than the characters a person
//   sees, so anything accepted here is within 300 characters by any count. The raw input is checked
//   first, then the normalised result.
// - Surrounding whitespace is trimmed; an input that is empty after trimming clears the field ('').
// - website: http and https are accepted and canonicalised to https; a missing scheme means https; any
//   other scheme, credentials, an explicit port, whitespace inside, an IP literal, or a host without a
//   dot (or with an empty or all-digit last label) is rejected. The host is lowercased (and
//   internationalised names punycoded) by the URL parser; path, query and fragment are kept as the
//   parser serialises them; the lone "/" of a bare host is dropped ("https://example.com").
// - twitter: a bare handle, "@handle", or a profile URL on twitter.com or x.com (optional http/https,
//   www. or mobile., trailing slash, query or fragment) becomes https://x.com/<handle>. The handle keeps
//   the case it was typed in. Other paths (a post, a list) are rejected.
// - telegram: a bare handle, "@handle", or t.me/<handle> / telegram.me/<handle> (optional http/https,
//   www., trailing slash, query or fragment) becomes https://t.me/<handle>.

export type LinkField = 'website' | 'twitter' | 'telegram';
export type LinkErrorCode = `invalid_${LinkField}` | `${LinkField}_too_long`;
export type LinkResult = { ok: true; value: string } | { ok: false; code: LinkErrorCode; message: string };

export const MAX_LINK_LENGTH = 300;

const TWITTER_HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;
const TWITTER_URL =
  /^(?:https?:\/\/)?(?:(?:www|mobile)\.)?(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i;
const TELEGRAM_HANDLE = /^@?([A-Za-z0-9_]{5,32})$/;
const TELEGRAM_URL = /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\/([A-Za-z0-9_]{5,32})\/?(?:[?#].*)?$/i;

const INVALID_MESSAGE: Record<LinkField, string> = {
  website: 'Enter a web address such as example.com or https://example.com/page.',
  twitter:
    'Enter an X (Twitter) handle of up to 15 letters, digits or underscores, or a link to the profile.',
  telegram: 'Enter a Telegram handle of 5 to 32 letters, digits or underscores, or a t.me link.',
};

function invalid(field: LinkField): LinkResult {
  return { ok: false, code: `invalid_${field}`, message: INVALID_MESSAGE[field] };
}

function tooLong(field: LinkField): LinkResult {
  return { ok: false, code: `${field}_too_long`, message: `Use at most ${MAX_LINK_LENGTH} characters.` };
}

function hostIsAcceptable(hostname: string): boolean {
  if (hostname.startsWith('[')) return false; // IPv6 literal
  const labels = hostname.split('.');
  const last = labels[labels.length - 1] ?? '';
  // All-digit last labels cover IPv4 literals, which the URL parser has already made dotted-decimal.
  return labels.length >= 2 && labels.every((l) => /^[a-z0-9_-]{1,63}$/.test(l)) && !/^[0-9]+$/.test(last);
}

function normalizeWebsite(s: string): string | null {
  if (/[\s\u0000-\u001f\u007f]/.test(s)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(s)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  // "mailto:x", "javascript:x" and the like, but not "host:port" (rejected below for its port).
  if (scheme === undefined && /^[a-z][a-z0-9+.-]*:(?![0-9])/i.test(s)) return null;
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${s}` : s);
  } catch {
    return null;
  }
  // Parsed under its own scheme first, so "http://host:80" loses its default port before the upgrade.
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!hostIsAcceptable(url.hostname)) return null;
  const href = url.href;
  return url.pathname === '/' && url.search === '' && url.hash === '' && href.endsWith('/')
    ? href.slice(0, -1)
    : href;
}

function normalizeHandle(s: string, bare: RegExp, full: RegExp, base: string): string | null {
  const handle = bare.exec(s)?.[1] ?? full.exec(s)?.[1];
  return handle === undefined ? null : `${base}${handle}`;
}

/** Validates and canonicalises one link field; '' (after trimming) clears the field. */
export function normalizeLink(field: LinkField, input: string): LinkResult {
  if (input.length > MAX_LINK_LENGTH) return tooLong(field);
  const s = input.trim();
  if (s === '') return { ok: true, value: '' };
  let value: string | null;
  if (field === 'website') value = normalizeWebsite(s);
  else if (field === 'twitter') value = normalizeHandle(s, TWITTER_HANDLE, TWITTER_URL, 'https://x.com/');
  else value = normalizeHandle(s, TELEGRAM_HANDLE, TELEGRAM_URL, 'https://t.me/');
  if (value === null) return invalid(field);
  return value.length > MAX_LINK_LENGTH ? tooLong(field) : { ok: true, value };
}
