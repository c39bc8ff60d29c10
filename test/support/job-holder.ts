// A process that takes a periodic job and then hangs in it, for the test of a dead holder
// (lib/server/runtime.test.ts): run with `node --conditions=react-server --import tsx`, the job's name as
// its argument and TEST_POSTGRES_URL set; it prints `holding` once its run has started, and is killed.
import { parseConfig } from '@/lib/server/config';
import { createRuntime } from '@/lib/server/runtime';
import { TEST_SECRET } from './store';

const name = process.argv[2]!;
const rt = createRuntime(
  parseConfig({
    STORE_URL: process.env.TEST_POSTGRES_URL!,
    SESSION_SECRET: TEST_SECRET,
    SOLANA_RPC_URL: 'http://127.0.0.1:9/rpc',
  }),
  { jobTimings: { pollSeconds: 0.5 } },
);
rt.jobs.every(
  name,
  60_000,
  async () => {
    console.log('holding');
    await new Promise(() => undefined); // never ends: the process is killed in here
  },
  'the held job failed',
);
await rt.jobs.start();
