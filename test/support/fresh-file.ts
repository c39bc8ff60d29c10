import { vi } from 'vitest';
import { processHolder } from '@/lib/server/holder.mjs';

// The test files share a worker's process (each would otherwise pay seconds importing Next, the chain
// libraries and the simulator's dependencies again). Each still starts as in a process of its own: the
// project's modules are imported anew (their state with them), the environment is the one the worker
// started with, and the process's holder is empty.
const start = ((globalThis as { __testEnvAtStart?: NodeJS.ProcessEnv }).__testEnvAtStart ??= {
  ...process.env,
});
for (const key of Object.keys(process.env)) if (!(key in start)) delete process.env[key];
Object.assign(process.env, start);
vi.resetModules();

// The process's holder (lib/server/holder.mjs: the runtime, whether the process is stopping, the front
// door's adapter) lives on globalThis, where the modules imported anew find it: emptied as in a new
// process, and a runtime a file left open is closed.
const holder: Record<string, unknown> = processHolder;
const left = holder.runtime as { close(): Promise<void> } | undefined;
for (const key of Object.keys(holder)) delete holder[key];
await left?.close().catch(() => undefined);
