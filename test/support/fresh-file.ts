import { vi } from 'vitest';

// The server's test files share a worker's process (they would each pay seconds importing Next, the
// chain libraries and the simulator's dependencies again). Each still starts as in a process of its own:
// the project's modules are imported anew (their state with them), and the environment is the one the
// worker started with.
const start = ((globalThis as { __testEnvAtStart?: NodeJS.ProcessEnv }).__testEnvAtStart ??= {
  ...process.env,
});
for (const key of Object.keys(process.env)) if (!(key in start)) delete process.env[key];
Object.assign(process.env, start);
vi.resetModules();
