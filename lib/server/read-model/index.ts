import 'server-only';
import { runtime } from '../runtime';
import {
  governanceReadResponseSchema,
  parseErrorBody,
  votesListResponseSchema,
  type GovernanceReadResponse,
  type VotesListResponse,
} from '@/lib/partner';
import { recentNetworkNowUnix } from '../chain';
import { isServerStore } from '../store/db';
import { pgSharedEntries } from './shared';
import { createStreams, type Streams } from './stream';
import { createReadModel, UnkeptAnswer, type ReadModel, type Served, type Viewer } from './model';

// The process's read model, kept in the runtime (one per runtime: tests build their own), reading
// through the runtime's upstream seam and watching its tier budget. A timer drops what nobody asks for.

export {
  createReadModel,
  UnkeptAnswer,
  type ReadModel,
  type Served,
  type Viewer,
  type Change,
} from './model';
export { servedAnswer, servedResponse, type ServedAnswer } from './respond';

const SWEEP_MS = 60_000;

/** The process's event streams over its read model. */
export function readStreams(): Streams {
  const rt = runtime();
  return rt.slot('read-model.streams', () =>
    createStreams(readModel(), { networkNow: () => recentNetworkNowUnix() }),
  );
}

export function readModel(): ReadModel {
  const rt = runtime();
  return rt.slot('read-model', () => {
    // On a PostgreSQL server store every instance serves the entries any of them fetched.
    const shared = isServerStore(rt.config.storeUrl) ? pgSharedEntries(() => rt.db()) : undefined;
    const model = createReadModel({
      fetchUpstream: (sessionId, path, priority) => rt.partner.read(sessionId, path, { priority }),
      budget: rt.partner.budget,
      ...(shared ? { shared } : {}),
    });
    if (shared) rt.onClose(shared.listen((key) => void model.adoptShared(key).catch(() => undefined)));
    const timer = setInterval(() => model.sweep(), SWEEP_MS);
    timer.unref();
    rt.onClose(() => clearInterval(timer));
    return model;
  });
}

/** The governance read for a server-rendered page, from the read model; failures are the spec's errors. */
export async function readGovernance(viewer: Viewer, mint: string): Promise<GovernanceReadResponse> {
  return governanceReadResponseSchema.parse(parsed(await orAnswer(readModel().governance(viewer, mint))));
}

/** A proposal's votes for a server-rendered page, from the read model. */
export async function readVotes(viewer: Viewer, proposal: string, limit: number): Promise<VotesListResponse> {
  return votesListResponseSchema.parse(parsed(await orAnswer(readModel().votes(viewer, proposal, limit))));
}

async function orAnswer(served: Promise<Served>): Promise<{ status: number; body: string }> {
  try {
    return await served;
  } catch (error) {
    if (error instanceof UnkeptAnswer) throw error.error();
    throw error;
  }
}

function parsed(answer: { status: number; body: string }): unknown {
  let body: unknown = null;
  try {
    body = JSON.parse(answer.body);
  } catch {
    // an unreadable body is the catalogue's error for the status
  }
  if (answer.status !== 200) throw parseErrorBody(answer.status, body);
  return body;
}
