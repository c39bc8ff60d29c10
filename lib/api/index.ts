// Our own API's contract: the schemas and types of the answers our route handlers give (app/api) and the
// browser checks (lib/client). Imports only zod, lib/partner and lib/domain. Browser modules import only
// types from here; the schemas reach the browser with the first answer they check
// (lib/client/response-schemas.ts, loaded by `apiRead`).
export * from './session';
export * from './account';
export * from './balance';
export * from './tx';
export * from './activity';
export * from './time';
export * from './metadata';
export * from './trade-settings';
export * from './embed-session';
export * from './tx-record';
export * from './last-fill';
export * from './holdings';
