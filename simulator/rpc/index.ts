export { handleRpc, handleOne, RPC_METHODS, type RpcResponse } from './handler';
export { RpcSubscriptionSession, type MessageSink } from './subscriptions';
export { RpcError, RPC_ERRORS } from './errors';
export { GENESIS_HASH } from './methods-chain';
