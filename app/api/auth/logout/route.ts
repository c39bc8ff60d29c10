// POST /api/auth/logout – revoke and forget the connection
import { ApiError } from '@/lib/partner';
import { clearSessionCookie } from '@/lib/server/auth/session-cookie';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { revoke } from '@/lib/server/oauth';
import { sessionIdOf } from '@/lib/server/session';
import { deleteSession, readTokens } from '@/lib/server/store';

export const dynamic = 'force-dynamic';

export const POST = route('auth.logout', async ({ request, log }) => {
  const sessionId = sessionIdOf(request);
  if (sessionId) {
    try {
      const tokens = await readTokens(sessionId);
      await revoke(tokens.refreshToken, 'refresh_token');
    } catch (error) {
      // A connection that already ended has nothing to revoke; forgetting it locally still disconnects.
      if (!(error instanceof ApiError)) log.warn({ err: error }, 'revoke failed');
    }
    await deleteSession(sessionId);
  }
  return json({ connected: false }, { headers: { 'set-cookie': clearSessionCookie(request) } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('auth.logout', ['POST']);
