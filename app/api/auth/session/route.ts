// GET /api/auth/session – whether the person is connected, with scopes and expiry, never a token
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { sessionOf, sessionResponseOf } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route('auth.session', async ({ request, rt }) =>
  json(sessionResponseOf(await sessionOf(rt, request))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('auth.session', ['GET']);
