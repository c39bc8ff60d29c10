// The upstream contract: wire primitives, resources, request and response bodies, the error catalogue
// and model, and the endpoint table. Imports only zod and lib/domain's pure rules, so the browser, the
// server and the simulator share it (update-content-check.ts is the one module that needs the rules).
// The catalogue's values (errors-catalogue.ts) are for the server and the simulator only: browser code
// imports none of them (architecture/no-catalogue-in-browser), so its bundles leave them out.
export * from './wire';
export * from './limits';
export * from './resources';
export * from './requests';
export * from './responses';
export * from './errors-catalogue';
export * from './errors';
export * from './error-body';
export * from './endpoints';
export * from './metadata';
export * from './update-content-check';
