// Origins as browsers serialise them (`https://shop.example`, `http://localhost:5173`): what
// EMBED_ALLOWED_ORIGINS lists, what a CSP `frame-ancestors` source and a `postMessage` target take.

/** True for an http(s) origin written exactly as browsers serialise it (no path, query or trailing slash). */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === value &&
      /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Whether a page on `parentOrigin` may embed the widget served from `selfOrigin`. */
export function mayEmbed(parentOrigin: string, selfOrigin: string, allowed: readonly string[]): boolean {
  return isOrigin(parentOrigin) && (parentOrigin === selfOrigin || allowed.includes(parentOrigin));
}
