import type { Scope } from '@/lib/partner';
import type { SimUser } from '../core/types';
import type { AuthorizeRequest } from './authorize';

/** Each scope in words, as the consent page shows it. */
export const SCOPE_WORDS: Record<Scope, { title: string; detail: string }> = {
  'profile:read': {
    title: 'Read your profile',
    detail: 'Your username, wallet address and 1-click trading status.',
  },
  'trade:execute': { title: 'Trade for you', detail: 'Buy and sell tokens with your delegated wallet.' },
  'governance:vote': {
    title: 'Vote, cancel, withdraw and settle for you',
    detail: 'Take part in token metadata votes with your tokens.',
  },
  'governance:propose': {
    title: 'Create proposals and reclaim bonds for you',
    detail: 'Propose metadata changes, paying and reclaiming the proposal bond.',
  },
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const shortWallet = (wallet: string) => `${wallet.slice(0, 4)}…${wallet.slice(-4)}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f3f7;color:#1c2230;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
main{width:100%;max-width:460px;background:#fff;border-radius:14px;box-shadow:0 6px 28px rgba(20,30,60,.12);padding:28px}
.brand{font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#4b5672;margin:0 0 12px}
h1{font-size:21px;line-height:1.3;margin:0 0 18px}
h2,legend{font-size:14px;font-weight:600;color:#4b5672;margin:0 0 8px;padding:0}
ul{list-style:none;margin:0 0 20px;padding:0}
li{padding:8px 0 8px 28px;border-top:1px solid #e4e7ee;position:relative}
li::before{content:"✓";position:absolute;left:4px;color:#147a4a;font-weight:700}
li span{display:block;font-size:13px;color:#4b5672}
fieldset{border:0;margin:0 0 20px;padding:0}
label{display:flex;gap:10px;align-items:center;padding:9px 12px;border:1px solid #d5d9e3;border-radius:10px;margin-bottom:8px;cursor:pointer}
label:has(input:checked){border-color:#2f5bd3;background:#f2f5fe}
.who{flex:1}.wallet{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;color:#4b5672}
.badge{font-size:12px;background:#fff1d6;color:#7a4b00;border-radius:999px;padding:2px 8px}
.note{font-size:13px;color:#4b5672;margin:0 0 20px}
.actions{display:flex;gap:12px}
button{flex:1;font:inherit;font-weight:600;border-radius:10px;padding:11px;cursor:pointer;border:1px solid #2f5bd3}
.approve{background:#2f5bd3;color:#fff}.deny{background:#fff;color:#2f5bd3}
button:focus-visible,input:focus-visible{outline:3px solid #8aa6f0;outline-offset:2px}
.code{font:14px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f3f7;border-radius:6px;padding:2px 6px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="brand">Partner service simulator</p>
${body}
</main></body></html>`;
}

function userChoice(user: SimUser, checked: boolean): string {
  const off = user.tradingEnabled ? '' : '<span class="badge">1-click trading off</span>';
  return `<label><input type="radio" name="user" value="${escapeHtml(user.id)}"${checked ? ' checked' : ''} required>
<span class="who"><strong>${escapeHtml(user.username)}</strong><br>
<span class="wallet" title="${escapeHtml(user.wallet)}">${escapeHtml(shortWallet(user.wallet))}</span></span>${off}</label>`;
}

/**
 * The consent screen: the app, what it asks for in words, a choice of demo user, Approve and Deny. Both
 * buttons post the authorization parameters back to `/oauth/authorize` with `user` and `decision`.
 */
export function renderConsentPage(
  request: AuthorizeRequest,
  params: Record<string, string>,
  users: readonly SimUser[],
): string {
  const { client, scopes, redirectUri } = request;
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const scopeItems = scopes
    .map(
      (scope) =>
        `<li>${escapeHtml(SCOPE_WORDS[scope].title)}<span>${escapeHtml(SCOPE_WORDS[scope].detail)}</span></li>`,
    )
    .join('\n');
  const choices = users.map((user, index) => userChoice(user, index === 0)).join('\n');
  const body = `<h1><span>${escapeHtml(client.name)}</span> wants to connect to your account</h1>
<h2>It will be able to</h2>
<ul>${scopeItems}</ul>
<form method="post" action="/oauth/authorize">
${hidden}
<fieldset><legend>Sign in as (demo users)</legend>
${choices}
</fieldset>
<p class="note">You will return to <span class="code">${escapeHtml(new URL(redirectUri).host)}</span>. You can disconnect the app at any time.</p>
<div class="actions">
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
</div>
</form>`;
  return layout(`Connect ${client.name}`, body);
}

/** A refusal shown on the authorization server itself (never redirected). */
export function renderErrorPage(code: string, message: string, action?: string): string {
  const body = `<h1>This connection request cannot continue</h1>
<p>${escapeHtml(message)}</p>
${action ? `<p class="note">${escapeHtml(action)}</p>` : ''}
<p class="note">Error code: <span class="code">${escapeHtml(code)}</span></p>`;
  return layout('Connection refused', body);
}
