// POST /api/embed/session – the widget's frame redeems the login popup's one-time code for its own session
import type { EmbedSessionResponse } from '@/lib/api';
import { exchangeRequestSchema } from '@/lib/embed/exchange';
import { catalogueError } from '@/lib/partner';
import { endConnection } from '@/lib/server/auth/end-connection';
import { widgetSessionCookie } from '@/lib/server/auth/session-cookie';
import { takeOver } from '@/lib/server/auth/widget-handover';
import { embedAllowedFor } from '@/lib/server/embed';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { sessionIdsOf } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const POST = route('embed.session', async ({ request, log, rt }) => {
  const body = exchangeRequestSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) throw catalogueError('connect_code_invalid');
  const { code, ...widget } = body.data;
  const sessionId = await takeOver(
    rt,
    code,
    widget,
    (parentOrigin) => embedAllowedFor(request, parentOrigin),
    log,
  );
  // A widget's connection is lent to the inbox's watcher as a page's is (its bell): the tokens a visitor
  // trades through a partner's widget are watched, and their proposals reach the partner's webhook.
  const wallet = (await (await rt.store()).sessions.getSession(sessionId))?.wallet ?? null;
  if (wallet) await rt.watcher.lend(wallet, sessionId);
  // A frame that connects again leaves its earlier connection behind: end it rather than orphan it.
  const previous = sessionIdsOf(request).widget;
  if (previous && previous !== sessionId) await endConnection(rt, previous, log);
  return json({ connected: true } satisfies EmbedSessionResponse, {
    headers: { 'set-cookie': widgetSessionCookie(request, sessionId) },
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('embed.session', ['POST']);
