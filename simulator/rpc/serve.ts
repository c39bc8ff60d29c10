import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Ledger } from '../ledger';
import { handleRpc } from './handler';
import { RpcSubscriptionSession } from './subscriptions';

export interface RpcServer {
  /** HTTP JSON-RPC endpoint, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** PubSub endpoint on the same port, e.g. `ws://127.0.0.1:41234` (pass as web3.js `wsEndpoint`). */
  wsUrl: string;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1 << 20;

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A minimal standalone node:http server for the ledger's RPC: POST JSON-RPC on any path, WebSocket
 * subscriptions on upgrade. Used by tests; the simulator's own server can mount `handleRpc` and
 * `RpcSubscriptionSession` the same way.
 */
export async function startRpcServer(
  ledger: Ledger,
  options: { host?: string; port?: number } = {},
): Promise<RpcServer> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const body = await readBody(request);
    if (!body) {
      response.writeHead(413).end();
      return;
    }
    const result = await handleRpc(ledger, body);
    if (result === null) {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    const session = new RpcSubscriptionSession(ledger, socket);
    socket.on('message', (data) => session.handleMessage(data.toString()));
    socket.on('close', () => session.close());
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    wsUrl: `ws://${address}:${port}`,
    server,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
