// What the benches that speak HTTP to the dashboard share: whether an address answers, and a session
// made the way a person makes one (the dashboard's /api/auth/login, the simulator's consent, the callback).

/** Whether `url` answers below 500 within `timeoutMs`. */
export async function answers(url, timeoutMs = 5_000) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Approves the consent the authorization URL asks for, as `user` on the simulator's consent screen at
 * `simulator`: the callback URL it redirects to. Throws when the consent is refused.
 */
export async function approveConsent({ simulator, authorizationUrl, user, signal }) {
  const form = new URL(authorizationUrl).searchParams;
  form.set('user', user);
  form.set('decision', 'approve');
  const approved = await fetch(`${simulator}/oauth/authorize`, {
    signal,
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = approved.headers.get('location');
  if (!callback) throw new Error(`consent refused: ${approved.status}`);
  return new URL(callback);
}

/**
 * Signs `user` in on the dashboard at `dashboard`, approving on the simulator's consent screen at
 * `simulator`: the callback's cookies as `name=value` pairs (the session's among them). Throws when the
 * consent or the callback refuses, or when the sign-in takes longer than `timeoutMs`.
 */
export async function signIn({ dashboard, simulator, user, timeoutMs = 60_000 }) {
  const cookiesOf = (response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const signal = AbortSignal.timeout(timeoutMs);
  const start = await fetch(`${dashboard}/api/auth/login`, { redirect: 'manual', signal });
  const callback = await approveConsent({
    simulator,
    authorizationUrl: start.headers.get('location'),
    user,
    signal,
  });
  const done = await fetch(callback, {
    signal,
    headers: { cookie: cookiesOf(start).join('; ') },
    redirect: 'manual',
  });
  const cookies = cookiesOf(done);
  if (!cookies.some((c) => /^(__Host-)?sid=/.test(c))) throw new Error(`no session cookie (${done.status})`);
  return cookies;
}

/** The session cookie (`sid=…`) among `cookies`. */
export const sessionCookie = (cookies) => cookies.find((c) => /^(__Host-)?sid=/.test(c));

/**
 * Waits for `url` to answer below 500; gives up at once when `child`, the process that should answer it,
 * stopped, and after `seconds`.
 */
export async function waitFor(url, seconds, child) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: its process stopped (exit code ${child.exitCode}); its messages are above`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
