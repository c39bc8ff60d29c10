import 'server-only';
import { retryClassForStatus } from '@/lib/partner';
import { UpstreamLostError } from './transport';

// Reads whose answer is in the catalogue's `backoff` retry class (500, 502, 503), or whose answer is
// lost, are tried again with exponential backoff and jitter, at most `attempts` times in all. Everything
// else (a 429 with its retry-after included) is passed on at once. Writes never come here: a resent write
// could execute twice.

export const isBackoff = (status: number) => retryClassForStatus(status) === 'backoff';

export type RetryOptions = {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Asked before each further attempt (the tier budget); false passes on the last outcome. */
  mayRetry: () => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export const READ_RETRY = { attempts: 3, baseDelayMs: 150, maxDelayMs: 1500 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Equal jitter: half the exponential step, plus a random share of the other half. */
export function backoffMs(
  attempt: number,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>,
) {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + (options.random ?? Math.random)() * (step / 2));
}

export async function retryRead(send: () => Promise<Response>, options: RetryOptions): Promise<Response> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | null = null;
    let lost: UpstreamLostError | null = null;
    try {
      response = await send();
    } catch (error) {
      if (!(error instanceof UpstreamLostError)) throw error;
      lost = error;
    }
    const again = lost !== null || (response !== null && isBackoff(response.status));
    if (!again || attempt >= options.attempts || !(await options.mayRetry())) {
      if (response) return response;
      throw lost ?? new UpstreamLostError(true);
    }
    await response?.body?.cancel().catch(() => undefined);
    await sleep(backoffMs(attempt, options));
  }
}
