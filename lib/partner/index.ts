// The upstream contract: wire primitives, resources, request and response bodies, the error catalogue
// and model, and the endpoint table. Imports only zod, so the browser, the server and the simulator
// share it.
export * from './wire';
export * from './limits';
export * from './resources';
export * from './requests';
export * from './responses';
export * from './errors-catalogue';
export * from './errors';
export * from './endpoints';
export * from './metadata';
