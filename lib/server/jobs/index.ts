import 'server-only';

export { createJobs, DEFAULT_TIMINGS } from './jobs';
export type { Jobs, JobTimings, PeriodicTask, QueueHandler, QueueSpec } from './jobs';
