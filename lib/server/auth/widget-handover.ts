import 'server-only';
import type { WidgetBinding } from '@/lib/embed/connect-message';
import { catalogueError } from '@/lib/partner';
import type { Logger } from '../log';
import type { Runtime } from '../runtime';
import { endConnection } from './end-connection';

// Connecting from inside the widget: the login popup's callback creates the connection and hands the
// widget a one-time code for it, bound to that widget (handOver); the widget's frame redeems the code for
// its partitioned session (takeOver). A connection whose code ran out unused is revoked, since nobody can reach it.

type Services = Pick<Runtime, 'store' | 'partner'>;

export async function handOver(
  rt: Services,
  sessionId: string,
  widget: WidgetBinding,
  log: Logger,
): Promise<string> {
  const { embedCodes } = await rt.store();
  for (const orphan of await embedCodes.sweep()) await endConnection(rt, orphan, log);
  return embedCodes.issue(sessionId, widget);
}

/**
 * The session a one-time code stands for, redeemed by the widget it was issued to (same partner page and
 * instance), on a page still allowed to embed the app (`allowed`: EMBED_ALLOWED_ORIGINS read again).
 * `400 connect_code_invalid` when unknown, used, expired or asked by another widget; a code used up
 * that way has its connection ended, since nobody can reach it any more.
 */
export async function takeOver(
  rt: Services,
  code: string,
  widget: WidgetBinding,
  allowed: (parentOrigin: string) => boolean,
  log: Logger,
): Promise<string> {
  const redeemed = await (await rt.store()).embedCodes.redeem(code);
  if (!redeemed) throw catalogueError('connect_code_invalid');
  const bound = redeemed.widget;
  const sameWidget = bound.parentOrigin === widget.parentOrigin && bound.instanceId === widget.instanceId;
  if (redeemed.expired || !sameWidget || !allowed(widget.parentOrigin)) {
    if (!redeemed.expired) log.warn({ sameWidget }, 'a one-time code was redeemed by another widget or page');
    await endConnection(rt, redeemed.sessionId, log);
    throw catalogueError('connect_code_invalid');
  }
  // The host page's origin, allowed just now: the trades this session makes are reported with it.
  await (await rt.store()).sessions.bindEmbedOrigin(redeemed.sessionId, widget.parentOrigin);
  return redeemed.sessionId;
}
