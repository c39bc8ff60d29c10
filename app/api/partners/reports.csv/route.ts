// GET /api/partners/reports.csv – the partner's report as CSV (?from=, ?to=: UTC days YYYY-MM-DD, both
// included; the last 30 days by default): every trade through the panel or a widget, read from the chain,
// then those listed apart (not confirmed, or failed). The partner's team only (403 partner_only).
import { otherMethods, route } from '@/lib/server/http/route';
import { requirePartner } from '@/lib/server/partners/gate';
import { parseReportRange, partnerReport, reportCsv } from '@/lib/server/partners/reports';

export const dynamic = 'force-dynamic';

export const GET = route(
  'partners.reports.csv',
  async ({ request, rt, log }) => {
    await requirePartner(rt, request);
    const query = new URL(request.url).searchParams;
    const range = parseReportRange(query.get('from'), query.get('to'));
    const report = await partnerReport(
      { db: await rt.db(), chain: rt.chain, feeWallet: rt.config.partnerFeeWallet, log },
      range,
    );
    return new Response(reportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="trades-${range.from}-to-${range.to}.csv"`,
        'cache-control': 'no-store',
      },
    });
  },
  { query: ['from', 'to'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('partners.reports.csv', ['GET']);
