import 'server-only';

// The inbox: events raised for a wallet by the watcher (watcher.ts) from the rules of lib/domain/inbox.ts,
// kept once per wallet and key (store.ts), each with its sentence (sentence.ts).

export { createWatcher, registerWatcher, type RoundReport, type Watcher, type WatcherDeps } from './watcher';
export { eventHref, listEvents, markRead, unreadCount } from './store';
