// The one object every server bundle of this process shares (Next's route and page bundles, and the
// production server's front door, scripts/serve.mjs, which runs Next in the same process): the runtime
// (lib/server/runtime.ts), whether the process is stopping, and the front door's adapter to the app
// (lib/server/relay/hot.ts `frontDoor`, set as the app starts: instrumentation.ts). It lives on
// globalThis so that each bundle's copy of this module, and Next's dev reloads, find the same one: the
// only use of globalThis in the app. Plain JavaScript, so that scripts/serve.mjs imports it as it is.
export const processHolder = (globalThis[Symbol.for('partner-dashboard.process')] ??= {});
