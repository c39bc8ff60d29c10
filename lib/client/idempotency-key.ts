// An intent's Idempotency-Key, made when the person starts it (writes.ts sends it with the intent's one
// POST): apart from the POST itself, which loads with the first write.

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // `randomUUID` exists only in secure contexts; a plain-http LAN address still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh key for one intent of the person ("vote-…"), within the proxy's 8–128 character pattern. */
export function newIdempotencyKey(kind: string): string {
  return `${kind}-${randomId()}`;
}
