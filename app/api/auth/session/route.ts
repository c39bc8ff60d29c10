// GET /api/auth/session – whether the person is connected, with scopes and expiry, never a token
import type { SessionResponse } from '@/lib/api';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { sessionOf } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route('auth.session', async ({ request }) => {
  const session = await sessionOf(request);
  if (!session) return json({ connected: false } satisfies SessionResponse);
  const { view } = session;
  if (view.status !== 'active') return json({ connected: false, reconnect: true } satisfies SessionResponse);
  return json({
    connected: true,
    username: view.username,
    wallet: view.wallet,
    scopes: view.scopes,
    accessExpiresAt: view.accessExpiresAt.toISOString(),
  } satisfies SessionResponse);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('auth.session', ['GET']);
