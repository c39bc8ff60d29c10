import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A partner's webhook endpoint for tests: a node http server on 127.0.0.1 that records every request it
// gets (headers, body, time) and answers as the test says: a status, or 'hang' (never answers).

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };
export type Answer = number | 'hang';

export type Receiver = {
  url: string;
  received: Received[];
  /** How to answer the next requests (by default 200). */
  answer: (request: Received, index: number) => Answer;
  /** The requests received for one webhook-id. */
  byId(id: string): Received[];
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received: [],
    answer: () => 200,
    byId: (id) => receiver.received.filter((r) => r.headers['webhook-id'] === id),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      receiver.received.push(got);
      const answer = receiver.answer(got, receiver.received.length - 1);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
