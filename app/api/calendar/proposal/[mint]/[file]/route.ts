// GET /api/calendar/proposal/{mint}/{proposal}.ics – one proposal's voting deadline as a calendar file to
// download ("Add to calendar"), the same event (UID, SEQUENCE, text) as in the person's feed.
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { calendarHeaders, proposalCalendar } from '@/lib/server/calendar';
import { mintParam } from '@/lib/server/holdings';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route<{ mint: string; file: string }>(
  'calendar.proposal',
  async ({ request, params, rt }) => {
    const mint = mintParam(params.mint);
    const proposal = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
    if (!isAddress(proposal))
      throw catalogueError('invalid_address', {
        message: 'The proposal address is not a valid Solana address; the file is named <proposal>.ics.',
      });
    const session = await requireSession(rt, request);
    const viewer = { sessionId: session.sessionId, wallet: session.view.wallet };
    const text = await proposalCalendar(rt, viewer, mint, proposal, new URL(request.url).origin);
    return new Response(text, {
      status: 200,
      headers: calendarHeaders(`proposal-${proposal}.ics`, 'attachment'),
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('calendar.proposal', ['GET']);
