// The crowd bench's viewers, in processes of their own. A process may hold only `ulimit -n` sockets
// (20,000 on this machine, which it cannot raise), and 10,000 viewers with their bells hold 20,000
// streams: `viewerPool` forks as many of these processes as the streams need, each holding its share of
// the viewers and telling, when asked, when each of them got a new voter list and what failed.
//
// One viewer does what the page's client does: its event stream (GET /api/stream/governance/{mint}?…)
// whose events carry the data the server holds, the header's bell (GET /api/stream/inbox) unless told
// not to, each opened again 3 s after a network error or its end as EventSource does (an answer other
// than 200 ends it for good), and a conditional GET only for an event without data.
import { fork } from 'node:child_process';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RETRY_MS = 3_000;

/**
 * `count` viewer processes. `open` hands a batch of viewers (their index among all and their session
 * cookie) to the next process; the rest asks every process and puts the answers together.
 */
export function viewerPool(count, { port, target, bells }) {
  const workers = Array.from({ length: count }, () =>
    fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  let turn = 0;
  /** Sends `message` to `worker` and resolves with its answer of the same type. */
  const ask = (worker, message) =>
    new Promise((resolve, reject) => {
      const onMessage = (answer) => {
        if (answer.type !== message.type) return;
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(answer);
      };
      const onExit = (code) => reject(new Error(`a viewer process ended (${code})`));
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.send(message);
    });
  const askAll = (message) => Promise.all(workers.map((worker) => ask(worker, message)));
  return {
    pids: workers.map((worker) => worker.pid),
    open(viewers) {
      workers[turn++ % count].send({ type: 'open', viewers, port, target, bells });
    },
    /** How many viewers hold no voter list yet. */
    async waiting() {
      return (await askAll({ type: 'waiting' })).reduce((sum, answer) => sum + answer.count, 0);
    },
    /** Forgets the failures counted so far and restarts the processes' event-loop histograms. */
    async reset() {
      await askAll({ type: 'reset' });
    },
    /**
     * Since the last reset: each viewer's voter-list times from `since` on (by its index), the failures by
     * kind, the processes' worst event-loop p99 (ms) and their CPU seconds together.
     */
    async collect(since) {
      const answers = await askAll({ type: 'collect', since });
      const updates = [];
      const failures = new Map();
      for (const answer of answers) {
        for (const [index, times] of answer.updates) updates[index] = times;
        for (const [what, n] of answer.failures) failures.set(what, (failures.get(what) ?? 0) + n);
      }
      return {
        updates: updates.filter(Boolean),
        failures,
        loopP99Ms: Math.max(...answers.map((answer) => answer.loopP99Ms)),
        cpuSeconds: answers.reduce((sum, answer) => sum + answer.cpuSeconds, 0),
      };
    },
    /** Closes every viewer and ends the processes. */
    async close() {
      await askAll({ type: 'close' }).catch(() => undefined);
      for (const worker of workers) worker.kill();
    },
  };
}

// ----- in a viewer process -----

function viewerProcess() {
  // node:http with an agent of its own (no pool limit, no keep-alive: one stream is one connection, as a
  // browser tab's is), to 127.0.0.1 with the Host a browser on localhost sends.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const viewers = []; // { index, updates: number[], close }
  let failures = new Map();
  const failure = (what) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let cpuSince = process.cpuUsage();

  function viewer(cookie, { port, target, bells }, updates) {
    const etags = new Map();
    const controller = new AbortController();
    async function refetch(kind) {
      const url = `http://localhost:${port}${target[kind]}`;
      const headers = { cookie, 'x-requested-with': 'fetch' };
      if (etags.has(url)) headers['if-none-match'] = etags.get(url);
      try {
        const response = await fetch(url, { headers, signal: controller.signal });
        await response.arrayBuffer();
        if (response.status === 200) {
          const changed = etags.get(url) !== response.headers.get('etag');
          etags.set(url, response.headers.get('etag'));
          if (changed && kind === 'votes') updates.push(Date.now());
        } else if (response.status !== 304) failure(`${kind} ${response.status}`);
      } catch (error) {
        if (!controller.signal.aborted) failure(`${kind} ${error.message}`);
      }
    }
    function event(block) {
      const name = /^event: (\w+)/m.exec(block)?.[1];
      if (name === 'ended') failure('stream ended: connect again');
      if (name !== 'governance' && name !== 'votes') return;
      // The page takes the data the event carries; only an event without it costs a GET.
      let pushed = null;
      try {
        pushed = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null')?.data ?? null;
      } catch {
        pushed = null;
      }
      if (pushed === null) void refetch(name);
      else if (name === 'votes') updates.push(Date.now());
    }
    /** One of the page's event streams at `path` (opened again 3 s after it fails, as EventSource does). */
    function stream(path, name, onEvent) {
      let request = null;
      function connect() {
        if (controller.signal.aborted) return;
        let over = false;
        /** This connection is over: a failure the viewer sees (unless the bench closed it), then again. */
        const fail = (what) => {
          if (over || controller.signal.aborted) return;
          over = true;
          failure(what);
          setTimeout(connect, RETRY_MS).unref();
        };
        request = http.get(
          {
            host: '127.0.0.1',
            port,
            path,
            agent,
            headers: { host: `localhost:${port}`, cookie, accept: 'text/event-stream' },
          },
          (response) => {
            if (response.statusCode !== 200) {
              // An answer other than 200 ends an EventSource for good (it opens again only after a
              // network error or the end of the stream): one failure, and no more tries.
              response.resume();
              if (over || controller.signal.aborted) return;
              over = true;
              return failure(`${name} ${response.statusCode}`);
            }
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (text) => {
              buffer += text;
              let end;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                onEvent(buffer.slice(0, end));
                buffer = buffer.slice(end + 2);
              }
            });
            response.on('end', () => fail(`${name} closed by the server`));
            response.on('error', (error) => fail(`${name} ${error.code ?? error.message}`));
          },
        );
        request.on('error', (error) => fail(`${name} ${error.code ?? error.message}`));
      }
      connect();
      return () => request?.destroy();
    }
    const closers = [stream(target.stream, 'stream', event)];
    // The header's bell, on every page of a connected person: its unread count, live.
    if (bells) closers.push(stream('/api/stream/inbox', 'bell', () => {}));
    return () => {
      controller.abort();
      for (const close of closers) close();
    };
  }

  const answers = {
    open(message) {
      for (const { index, cookie } of message.viewers) {
        const updates = [];
        viewers.push({ index, updates, close: viewer(cookie, message, updates) });
      }
      return null;
    },
    waiting: () => ({ count: viewers.filter((v) => v.updates.length === 0).length }),
    reset() {
      failures = new Map();
      loop.reset();
      cpuSince = process.cpuUsage();
      return {};
    },
    collect({ since }) {
      const used = process.cpuUsage(cpuSince);
      return {
        updates: viewers.map((v) => [v.index, v.updates.filter((t) => t >= since)]),
        failures: [...failures],
        loopP99Ms: loop.percentile(99) / 1e6,
        cpuSeconds: (used.user + used.system) / 1e6,
      };
    },
    close() {
      for (const v of viewers) v.close();
      viewers.length = 0;
      return {};
    },
  };
  process.on('message', (message) => {
    const answer = answers[message.type]?.(message);
    if (answer) process.send({ type: message.type, ...answer });
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.send && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  viewerProcess();
