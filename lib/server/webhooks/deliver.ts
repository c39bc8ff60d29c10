import 'server-only';
import { Webhook } from 'standardwebhooks';

// One attempt to deliver one event: the body signed under the Standard Webhooks convention (webhook-id,
// webhook-timestamp of this attempt, webhook-signature HMAC-SHA256 over `id.timestamp.body`) with the
// `standardwebhooks` library, POSTed with a deadline. Any 2xx is delivered; any other answer, a redirect,
// the deadline passing or a refused connection is a failed attempt, described for the console — never a
// throw.

export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer's body is kept for the console. */
const ANSWER_EXCERPT = 200;

export type Attempt = {
  ok: boolean;
  /** The endpoint's HTTP status; null when it did not answer. */
  status: number | null;
  /** What went wrong, in a few words (null when delivered), and the start of its answer. */
  error: string | null;
};

async function excerpt(response: Response): Promise<string> {
  try {
    const text = await response.text();
    return text.slice(0, ANSWER_EXCERPT).replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

function failure(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'no answer within the timeout';
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  if (cause === 'ECONNREFUSED') return 'connection refused';
  if (cause === 'ENOTFOUND' || cause === 'EAI_AGAIN') return 'host not found';
  if (cause) return `connection failed (${cause})`;
  return 'connection failed';
}

export async function attemptDelivery(input: {
  url: string;
  secret: string;
  id: string;
  payload: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Aborts the attempt early (the runtime closing). */
  signal?: AbortSignal;
  now?: Date;
}): Promise<Attempt> {
  const at = input.now ?? new Date();
  const signature = new Webhook(input.secret).sign(input.id, at, input.payload);
  const deadline = AbortSignal.timeout(input.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([deadline, input.signal]) : deadline;
  try {
    const response = await (input.fetch ?? fetch)(input.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'partner-governance-dashboard-webhooks',
        'webhook-id': input.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: input.payload,
      redirect: 'manual',
      signal,
    });
    const answer = await excerpt(response);
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status, error: null };
    return {
      ok: false,
      status: response.status,
      error: `answered ${response.status}${answer ? `: ${answer}` : ''}`,
    };
  } catch (error) {
    return { ok: false, status: null, error: failure(error, deadline.aborted) };
  }
}
