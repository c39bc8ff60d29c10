import 'server-only';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny stand-in for the token and revoke endpoints in tests: records what it receives and answers as
// told, including a dropped connection and no answer at all.

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };
export type Reply =
  { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'reset' | 'hang';

export type TokenServer = { url: string; received: Received[]; close(): Promise<void> };

export async function startTokenServer(answer: (request: Received) => Reply): Promise<TokenServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      received.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      if (reply === 'reset') return void req.socket.destroy();
      const body = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json);
      res.writeHead(reply.status, {
        'content-type': reply.json === undefined ? 'text/plain' : 'application/json',
        ...reply.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
