import type { Commitment, Ledger } from '../ledger';
import { RPC_ERRORS, RpcError } from './errors';
import { commitmentOf, configParam, positional, stringParam } from './params';

/** The one thing a session needs from a WebSocket (or any message channel). */
export interface MessageSink {
  send(text: string): void;
}

type Subscription =
  { kind: 'signature'; signature: string; commitment: Commitment } | { kind: 'slot'; lastSlot: bigint };

const POLL_MS = 400;

/**
 * Solana's PubSub (WebSocket) JSON-RPC for one connection, framework-free: feed it each incoming text
 * frame and call `close()` when the socket closes. Supports `signatureSubscribe`/`signatureUnsubscribe`
 * (needed by web3.js `confirmTransaction`) and `slotSubscribe`/`slotUnsubscribe`. Like a real node, a
 * signature subscription fires once and is then removed.
 */
export class RpcSubscriptionSession {
  readonly #subscriptions = new Map<number, Subscription>();
  readonly #unlisten: () => void;
  #nextId = 1;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly ledger: Ledger,
    private readonly sink: MessageSink,
  ) {
    this.#unlisten = ledger.onChange(() => this.#check());
  }

  handleMessage(text: string): void {
    let request: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      request = parsed as Record<string, unknown>;
    } catch {
      this.#send({
        jsonrpc: '2.0',
        id: null,
        error: { code: RPC_ERRORS.parseError, message: 'Parse error' },
      });
      return;
    }
    if (!('id' in request)) return; // notifications such as web3.js's keep-alive `ping`
    const id = request.id;
    try {
      const result = this.#call(String(request.method), positional(request.params));
      this.#send({ jsonrpc: '2.0', id, result });
      this.#check();
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(RPC_ERRORS.internalError, 'Internal error');
      this.#send({ jsonrpc: '2.0', id, error: rpcError.toJson() });
    }
  }

  close(): void {
    this.#unlisten();
    this.#subscriptions.clear();
    this.#updateTimer();
  }

  #call(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'signatureSubscribe': {
        const signature = stringParam(params[0], 'signature');
        return this.#add({ kind: 'signature', signature, commitment: commitmentOf(configParam(params[1])) });
      }
      case 'slotSubscribe':
        return this.#add({ kind: 'slot', lastSlot: this.ledger.slot() });
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe': {
        const id = params[0];
        const removed = typeof id === 'number' && this.#subscriptions.delete(id);
        this.#updateTimer();
        if (!removed) throw new RpcError(RPC_ERRORS.invalidParams, 'Invalid subscription id.');
        return true;
      }
      default:
        throw new RpcError(RPC_ERRORS.methodNotFound, 'Method not found');
    }
  }

  #add(subscription: Subscription): number {
    const id = this.#nextId++;
    this.#subscriptions.set(id, subscription);
    this.#updateTimer();
    return id;
  }

  /** Polls while subscriptions exist: with a wall-clock-following ledger, slots advance on their own. */
  #updateTimer(): void {
    if (this.#subscriptions.size > 0 && !this.#timer) {
      this.#timer = setInterval(() => this.#check(), POLL_MS);
      this.#timer.unref?.();
    } else if (this.#subscriptions.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #check(): void {
    const slot = this.ledger.slot();
    for (const [id, sub] of this.#subscriptions) {
      if (sub.kind === 'slot') {
        if (slot === sub.lastSlot) continue;
        sub.lastSlot = slot;
        const root = Number(this.ledger.slot('finalized'));
        this.#notify('slotNotification', id, { parent: Number(slot) - 1, root, slot: Number(slot) });
        continue;
      }
      const status = this.ledger.signatureStatus(sub.signature);
      if (!status || (sub.commitment === 'finalized' && status.confirmationStatus !== 'finalized')) continue;
      this.#subscriptions.delete(id);
      this.#notify('signatureNotification', id, {
        context: { slot: Number(slot) },
        value: { err: status.err },
      });
    }
    this.#updateTimer();
  }

  #notify(method: string, subscription: number, result: unknown): void {
    this.#send({ jsonrpc: '2.0', method, params: { result, subscription } });
  }

  #send(message: unknown): void {
    this.sink.send(JSON.stringify(message));
  }
}
