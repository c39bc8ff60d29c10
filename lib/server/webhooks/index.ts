import 'server-only';

export { createWebhooks, DELIVER_QUEUE } from './webhooks';
export type { Webhooks, WebhookOptions } from './webhooks';
export { eventOfSettlement, WEBHOOK_EVENT_TYPES } from './events';
export type { WebhookEvent, WebhookEventType, SettledEntry } from './events';
export type { Delivery, DeliveryStatus } from './outbox';
