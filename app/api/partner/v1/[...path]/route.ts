// GET|POST /api/partner/v1/* – the partner API proxy: validate ► budget ► bearer ► forward ► refresh-once
import { route } from '@/lib/server/http/route';
import { proxy, type ProxyParams } from '@/lib/server/proxy';

export const dynamic = 'force-dynamic';

const handler = route<ProxyParams>('partner.proxy', proxy);

export const GET = handler;
export const POST = handler;
// Not in the spec: answered 405 with `Allow` (or 404) by the same endpoint match.
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
