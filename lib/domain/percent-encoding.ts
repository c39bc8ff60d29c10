// Malformed percent-encoding in a request path. A segment that does not decode (`%%%`, `%E0%A4%A`) is
// read as the literal text it is: each of its `%` becomes `%25`. The segment then decodes to exactly the
// characters that were sent, routers never throw on it, and the resource it names simply does not
// exist. scripts/front.mjs applies the same rule in front of Next; the simulator in front of its router.

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The request target (path and query) with every undecodable path segment made literal. */
export function literalMalformedEscapes(target: string): string {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt);
  const repaired = path
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
  return `${repaired}${query}`;
}
