// The time of connecting, hop by hop, against a running dashboard and its simulator (`npm start`): our
// login route, the consent screen, the "Approve" answer, our callback (code exchange, profile, session),
// and the page it returns to. Run it right after the start to see the first approve of a fresh process.
// Usage: node bench/consent.mjs [dashboard URL, default http://localhost:$PORT or :3000] [user, default alice]
//        [page to come back to, default /] [--popup: the trade widget's popup, which ends on /embed/connected]
const base = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const user = process.argv[3] ?? 'alice';
const returnTo = process.argv[4] && process.argv[4] !== '--popup' ? process.argv[4] : '/';
const popup = process.argv.includes('--popup') ? '&mode=popup' : '';
const jar = new Map();

function remember(response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = pair.split('=');
    jar.set(name.trim(), value.join('='));
  }
}
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function hop(label, url, init = {}) {
  const started = performance.now();
  const sameSite = url.startsWith(base);
  const headers = { ...(init.headers ?? {}), ...(sameSite && jar.size ? { cookie: cookieHeader() } : {}) };
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (sameSite) remember(response);
  console.log(`${label.padEnd(34)} ${String(response.status).padStart(3)} ${ms.toFixed(0).padStart(6)} ms`);
  return { response, ms, location: response.headers.get('location') };
}

const login = await hop(
  'GET /api/auth/login',
  `${base}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}${popup}`,
);
const consentUrl = new URL(login.location, base);
const consent = await hop('GET consent screen', consentUrl.href);
if (consent.response.status !== 200) throw new Error('the consent screen did not answer 200');
const form = new URLSearchParams(consentUrl.searchParams);
form.set('user', user);
form.set('decision', 'approve');
const approve = await hop('POST Approve', `${consentUrl.origin}${consentUrl.pathname}`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: form.toString(),
});
const callback = await hop('GET /api/auth/callback', new URL(approve.location, base).href);
const back = await hop(`GET ${callback.location}`, new URL(callback.location, base).href);
const total = approve.ms + callback.ms + back.ms;
console.log(`${'Approve until the page is back'.padEnd(34)}     ${total.toFixed(0).padStart(6)} ms`);
