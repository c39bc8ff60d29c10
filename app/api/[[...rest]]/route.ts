// * /api/… – any address under /api that names no route: 404 not_found in the error shape, never a page
import { errorCode } from '@/lib/server/http/respond';
import { route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

const notFound = route('api.unknown', async () => errorCode('not_found'), { query: null });

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
