import 'server-only';

// An answer of the route wrapper as it leaves the server, by either door: Next's route handlers (a web
// Response) and the front door's hot reads (lib/server/relay/hot.ts: status, header pairs and body, no
// Response built). Both stamp the same headers here, so the two doors cannot drift.

/** A lean answer (the read model's, as the relay renders it for the front door): no Response built. */
export type LeanAnswer = { status: number; headers: Record<string, string>; body: string | null };

/** An answer as the front door writes it: headers as name and value pairs (cookies repeat). */
export type WireAnswer = { status: number; headers: [string, string][]; body: string | Uint8Array };

/** What every answer carries whichever door it leaves by: its request id, then `extra`. */
function edgeHeaders(requestId: string, extra: Record<string, string>): [string, string][] {
  return [...Object.entries(extra), ['x-request-id', requestId]];
}

/** A Response for Next, with the edge's headers set on it. */
export function stampResponse(
  answer: Response,
  requestId: string,
  extra: Record<string, string> = {},
): Response {
  for (const [name, value] of edgeHeaders(requestId, extra)) answer.headers.set(name, value);
  return answer;
}

/** Any answer as the front door writes it, with the edge's headers (`extra`: the security headers). */
export async function toWire(
  answer: Response | LeanAnswer,
  requestId: string,
  extra: Record<string, string> = {},
): Promise<WireAnswer> {
  const headers: [string, string][] = [];
  let body: string | Uint8Array;
  if (answer instanceof Response) {
    // An error or a refusal: rare, so read as any response is.
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers.push([name, value]);
    });
    for (const cookie of answer.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    body = new Uint8Array(await answer.arrayBuffer());
  } else {
    for (const name in answer.headers) headers.push([name, answer.headers[name]!]);
    body = answer.body ?? '';
  }
  headers.push(...edgeHeaders(requestId, extra));
  return { status: answer.status, headers, body };
}
