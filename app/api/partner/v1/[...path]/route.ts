// GET|POST /api/partner/v1/* – the partner API relay: validate ► budget ► bearer ► forward ► refresh-once
import { route } from '@/lib/server/http/route';
import { relay, type RelayParams } from '@/lib/server/relay';

export const dynamic = 'force-dynamic';

// The query is checked per endpoint by the relay (only the votes list reads one: `limit`).
const handler = route<RelayParams>('partner.proxy', relay, { query: null });

export const GET = handler;
export const POST = handler;
// Not in the spec: answered 405 with `Allow` (or 404) by the same endpoint match.
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
