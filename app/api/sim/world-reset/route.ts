// POST /api/sim/world-reset – on the simulator only: the simulator says it rebuilt its world
// (`POST /__sim/reset`), so what the dashboard read of the old one is refreshed before it is shown again.
// Authorised by the secret `npm start` gives both (SIMULATOR_RESET_SECRET); not found anywhere else.
import { catalogueError } from '@/lib/partner';
import { bearerIs } from '@/lib/server/http/bearer';
import { otherMethods, route } from '@/lib/server/http/route';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';

export const POST = route('sim.world-reset', async ({ request, log, rt }) => {
  if (!bearerIs(request.headers.get('authorization'), serverConfig().simulatorResetSecret))
    throw catalogueError('not_found');
  rt.readModel.forgetWorld();
  await rt.watcher.forgetWorld();
  log.info(
    'the simulator reset its world: the read model refreshes everything it holds, the inbox starts over',
  );
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('sim.world-reset', ['POST']);
