// Webhook deliveries through the outbox, on an embedded store (PGlite), to a local receiver (a node http
// server on 127.0.0.1, in a process of its own). Trades are settled as the journal settles them (each
// `trade.confirmed` written in its settlement's transaction) and delivered by the job library with the
// production settings. Two runs: 1,000 trades confirmed at once (a burst: the journal settles them as
// fast as it goes), then 200 confirmed 10 every 200 ms. Prints for each deliveries per second (from the
// first confirmation to the last delivery) and the delay from a trade's confirmation to its first
// delivery (p50, p95, max). Each delivery is checked with the secret (standardwebhooks' Webhook.verify)
// and must arrive once; exits 1 otherwise.
// Usage: node bench/webhooks.mjs [--trades 1000]
import { runServerScript } from './support/cli.mjs';

runServerScript('bench/support/webhooks-run.ts');
