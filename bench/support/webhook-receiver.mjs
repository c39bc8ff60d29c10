// The partner's endpoint for bench/webhooks.mjs, in a process of its own (as a real endpoint is): verifies
// each delivery with the secret (standardwebhooks), answers 204, and keeps when each trade's first
// delivery arrived. GET /stats answers {received, unverified, first: {signature: ms}}.
// Usage: node bench/support/webhook-receiver.mjs <secret>   (prints the port it listens on)
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const hook = new Webhook(process.argv[2]);
const first = {};
let received = 0;
let unverified = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received, unverified, first }));
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const now = Date.now();
    received += 1;
    try {
      const event = hook.verify(Buffer.concat(chunks).toString('utf8'), request.headers);
      first[event.data.signature] ??= now;
    } catch {
      unverified += 1;
    }
    response.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
