// The upstream contract: wire primitives, resources, request and response bodies, the error catalogue
// and model, and the endpoint table. Imports only zod and lib/domain's pure rules, so the browser, the
// server and the simulator share it (update-content-check.ts is the one module that needs the rules).
export * from './wire';
export * from './limits';
export * from './resources';
export * from './requests';
export * from './responses';
export * from './errors-catalogue';
export * from './errors';
export * from './endpoints';
export * from './metadata';
export * from './update-content-check';
