// GET|POST /api/partner/v1/* – the partner API relay: validate ► budget ► bearer ► forward ► refresh-once
// (the governance reads also reach it through the production server's front door: lib/server/relay/hot.ts)
import { relayRoute } from '@/lib/server/relay/route';

export const dynamic = 'force-dynamic';

export const GET = relayRoute;
export const POST = relayRoute;
// Not in the spec: answered 405 with `Allow` (or 404) by the same endpoint match.
export const PUT = relayRoute;
export const PATCH = relayRoute;
export const DELETE = relayRoute;
