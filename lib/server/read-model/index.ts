import 'server-only';
import {
  governanceReadResponseSchema,
  parseErrorBody,
  votesListResponseSchema,
  type GovernanceReadResponse,
  type VotesListResponse,
} from '@/lib/partner';
import type { PartnerSeam } from '../partner/seam';
import { isServerStore, type Db } from '../store/db';
import { pgSharedEntries } from './shared';
import { createStreams, type Streams } from './stream';
import { createReadModel, UnkeptAnswer, type ReadModel, type Served, type Viewer } from './model';

// The read model as the runtime builds it (one per runtime: tests build their own), reading through the
// runtime's upstream seam and watching its tier budget. A timer drops what nobody asks for.

export {
  createReadModel,
  UnkeptAnswer,
  type ReadModel,
  type Served,
  type Viewer,
  type Change,
} from './model';
export { servedAnswer, servedResponse, type ServedAnswer } from './respond';
export type { Streams } from './stream';

const SWEEP_MS = 60_000;

/** What the runtime's read model is built over. */
export type ReadModelDeps = {
  storeUrl: string;
  db(): Promise<Db>;
  partner: Pick<PartnerSeam, 'read' | 'budget' | 'tokenFresh'>;
  onClose(fn: () => void): void;
};

/** The runtime's read model (lib/server/runtime.ts builds one), swept by a timer its runtime stops. */
export function buildReadModel(deps: ReadModelDeps): ReadModel {
  // On a PostgreSQL server store every instance serves the entries any of them fetched.
  const shared = isServerStore(deps.storeUrl) ? pgSharedEntries(deps.db) : undefined;
  const model = createReadModel({
    fetchUpstream: (sessionId, path, priority) => deps.partner.read(sessionId, path, { priority }),
    budget: deps.partner.budget,
    tokenFresh: deps.partner.tokenFresh,
    ...(shared ? { shared } : {}),
  });
  if (shared) deps.onClose(shared.listen((key) => void model.adoptShared(key).catch(() => undefined)));
  const timer = setInterval(() => model.sweep(), SWEEP_MS);
  timer.unref();
  deps.onClose(() => clearInterval(timer));
  return model;
}

/** The event streams over a read model, told the network's clock by `networkNow`. */
export function buildStreams(model: ReadModel, networkNow: () => Promise<bigint>): Streams {
  return createStreams(model, { networkNow });
}

/** The governance read for a server-rendered page, from the read model; failures are the spec's errors. */
export async function readGovernance(
  model: ReadModel,
  viewer: Viewer,
  mint: string,
): Promise<GovernanceReadResponse> {
  return governanceReadResponseSchema.parse(parsed(await orAnswer(model.governance(viewer, mint))));
}

/** A proposal's votes for a server-rendered page, from the read model. */
export async function readVotes(
  model: ReadModel,
  viewer: Viewer,
  proposal: string,
  limit: number,
): Promise<VotesListResponse> {
  return votesListResponseSchema.parse(parsed(await orAnswer(model.votes(viewer, proposal, limit))));
}

async function orAnswer(served: Promise<Served>): Promise<Served> {
  try {
    return await served;
  } catch (error) {
    if (error instanceof UnkeptAnswer) throw error.error();
    throw error;
  }
}

/** The answer's object as the model holds it (never its text parsed again), or the spec's error. */
function parsed(answer: Served): unknown {
  if (answer.status !== 200) throw parseErrorBody(answer.status, answer.data);
  return answer.data;
}
