// GET /api/trade/settings – the partner fee rate trades carry, so the trade panel can preview the fee
import type { TradeSettings } from '@/lib/api';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { tradeSettings } from '@/lib/server/trade-settings';

export const dynamic = 'force-dynamic';

export const GET = route('trade.settings', async () => json(tradeSettings() satisfies TradeSettings));

export const { POST, PUT, PATCH, DELETE } = otherMethods('trade.settings', ['GET']);
