import { describe, expect, it, vi } from 'vitest';
import { isWidgetMessage } from '@/lib/embed/protocol';
import { connectionEvents, fromPanelEvent, hostChannel } from './host-channel';

const signature = '4'.repeat(88);
const mint = 'So11111111111111111111111111111111111111112';

describe('the widget’s messages to its host', () => {
  it('go to the allowed parent origin only, tagged with the instance', () => {
    const parent = { postMessage: vi.fn() };
    hostChannel('tw-1', 'https://shop.example', parent)({ type: 'ready', mint });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { protocol: 'trade-widget', version: 1, instanceId: 'tw-1', type: 'ready', mint },
      'https://shop.example',
    );
    expect(parent.postMessage.mock.calls[0]![1]).not.toBe('*');
  });

  it('are not sent without a parent or an instance id', () => {
    const parent = { postMessage: vi.fn() };
    hostChannel(null, 'https://shop.example', parent)({ type: 'connected' });
    hostChannel('tw-1', 'https://shop.example', null)({ type: 'connected' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('carry the panel’s events as well-formed protocol messages', () => {
    const fills = {
      solDeltaLamports: '-10000000',
      tokenDelta: '3500000',
      networkFeeLamports: '5000',
      tipLamports: '1000000',
      partnerFeeLamports: null,
    };
    const events = [
      fromPanelEvent({ type: 'submitted', side: 'buy', mint, signature }),
      fromPanelEvent({ type: 'confirmed', side: 'buy', mint, signature, fills }),
      fromPanelEvent({
        type: 'failed',
        code: 'slippage_exceeded',
        message: 'The price moved.',
        signature: null,
      }),
    ];
    expect(events[1]).toEqual({ type: 'confirmed', side: 'buy', mint, signature, fills });
    for (const event of events)
      expect(isWidgetMessage({ protocol: 'trade-widget', version: 1, instanceId: 'a', ...event })).toBe(true);
  });

  it('say connect-required first, then connected, disconnected and connect-required on changes', () => {
    expect(connectionEvents(undefined, false)).toEqual([{ type: 'connect-required' }]);
    expect(connectionEvents(undefined, true)).toEqual([{ type: 'connected' }]);
    expect(connectionEvents(false, true)).toEqual([{ type: 'connected' }]);
    expect(connectionEvents(true, false)).toEqual([{ type: 'disconnected' }, { type: 'connect-required' }]);
    expect(connectionEvents(true, true)).toEqual([]);
  });
});
