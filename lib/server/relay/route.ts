import 'server-only';
import { route } from '../http/route';
import { relay, type RelayParams } from './index';

/**
 * The route handler of /api/partner/v1/*, for Next's route and the front door's hot reads alike. The
 * query is checked per endpoint by the relay (only the votes list reads one: `limit`).
 */
export const relayRoute = route<RelayParams>('partner.proxy', relay, { query: null });
