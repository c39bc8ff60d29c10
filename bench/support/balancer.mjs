// Several dashboards behind one address, as a load balancer puts them: each TCP connection that arrives
// on `port` goes to the next instance in turn (round robin by connection, not by request: an event stream
// and a kept-alive connection stay on the instance they reached). Bytes are passed as they are, so every
// instance sees the Host the client sent. Run as its own processes by the benches:
// node bench/support/balancer.mjs <port> <instance port>…
// Each connection through it holds two sockets (the client's and the instance's), and a process may hold
// only `ulimit -n` of them, which it cannot raise: BALANCER_PROCESSES processes (2 unless the bench says
// more) share the port (node:cluster, the first handing out connections in turn), so 10,000 streams cost
// each of two 10,000 sockets.
import cluster from 'node:cluster';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/** Listens on `port` (every interface) and spreads connections over `targets` (ports of 127.0.0.1). */
export function balance(port, targets, first = 0) {
  let next = first;
  const server = net.createServer({ noDelay: true }, (client) => {
    const upstream = net.connect({
      port: targets[next++ % targets.length],
      host: '127.0.0.1',
      noDelay: true,
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

const WORKERS = Math.max(1, Number(process.env.BALANCER_PROCESSES) || 2);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, ...targets] = process.argv.slice(2).map(Number);
  if (!port || targets.length === 0 || targets.some((t) => !t)) {
    console.error('usage: node bench/support/balancer.mjs <port> <instance port>…');
    process.exit(2);
  }
  if (cluster.isPrimary) {
    const workers = Array.from({ length: WORKERS }, () => cluster.fork());
    workers.forEach((worker) => worker.on('exit', () => process.exit(1)));
    for (const signal of ['SIGTERM', 'SIGINT'])
      process.on(signal, () => {
        workers.forEach((worker) => worker.process.kill());
        process.exit(0);
      });
    console.error(`balancer: port ${port} → ${targets.join(', ')} (${WORKERS} processes)`);
  } else await balance(port, targets, cluster.worker.id);
}
