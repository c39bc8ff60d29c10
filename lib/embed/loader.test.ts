// The loader as served (/embed.js, minified from lib/embed/loader-script.ts) run as browsers run it, in a bare VM context with a few stand-ins for the DOM: which
// messages an element accepts, what it dispatches, the iframe's address, sizing and attribute updates.
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loaderFile } from './loader-file';
import { WIDGET_ATTRIBUTE_NAMES, WIDGET_EVENT_TYPES, widgetMessage } from './protocol';

const source = loaderFile();
const WIDGET = 'http://localhost:3204';
const HOST = 'https://shop.example';

class FakeFrame {
  style: Record<string, string> = {};
  attributes: Record<string, string> = {};
  contentWindow = { name: 'frame window' };
  src = '';
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
}

type Listener = (event: unknown) => void;

function load() {
  const defined: Record<string, new () => FakeElement> = {};
  const listeners = new Set<Listener>();
  class CustomEvent {
    constructor(
      public type: string,
      public init: { detail: unknown; bubbles: boolean; composed: boolean },
    ) {}
  }
  class FakeElement {
    attrs: Record<string, string> = {};
    dispatched: CustomEvent[] = [];
    root: unknown[] = [];
    getAttribute(name: string) {
      return this.attrs[name] ?? null;
    }
    attachShadow() {
      return { appendChild: (child: unknown) => this.root.push(child) };
    }
    dispatchEvent(event: CustomEvent) {
      this.dispatched.push(event);
      return true;
    }
  }
  const context = {
    HTMLElement: FakeElement,
    CustomEvent,
    URL,
    URLSearchParams,
    Math,
    queueMicrotask,
    location: { origin: HOST, href: `${HOST}/shop` },
    customElements: {
      get: (name: string) => defined[name],
      define: (name: string, ctor: new () => FakeElement) => (defined[name] = ctor),
    },
    document: {
      currentScript: { src: `${WIDGET}/embed.js` },
      createElement: (tag: string) => (tag === 'iframe' ? new FakeFrame() : { textContent: '' }),
    },
    window: {
      addEventListener: (_type: string, fn: Listener) => listeners.add(fn),
      removeEventListener: (_type: string, fn: Listener) => listeners.delete(fn),
    },
  };
  vm.runInNewContext(source, context);
  const send = (event: { source: unknown; origin: string; data: unknown }) => {
    for (const listener of listeners) listener(event);
  };
  return { context, defined, listeners, send };
}

type Element = {
  attrs: Record<string, string>;
  dispatched: { type: string; init: { detail: unknown; bubbles: boolean; composed: boolean } }[];
  root: unknown[];
  instanceId: string;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(): void;
};

let env: ReturnType<typeof load>;
function mount(attrs: Record<string, string>): { element: Element; frame: FakeFrame } {
  const Ctor = env.defined['trade-widget'] as unknown as new () => Element;
  const element = new Ctor();
  element.attrs = attrs;
  element.connectedCallback();
  const frame = element.root.find((child) => child instanceof FakeFrame) as FakeFrame;
  return { element, frame };
}

beforeEach(() => {
  env = load();
});

describe('the widget loader', () => {
  it('defines <trade-widget> and nothing else global', () => {
    expect(Object.keys(env.defined)).toEqual(['trade-widget']);
    const given = [
      'HTMLElement',
      'CustomEvent',
      'URL',
      'URLSearchParams',
      'Math',
      'queueMicrotask',
      'location',
      'customElements',
      'document',
      'window',
    ];
    expect(Object.keys(env.context).sort()).toEqual(given.sort());
    const first = env.defined['trade-widget'];
    vm.runInNewContext(source, env.context); // a second copy on the page changes nothing
    expect(env.defined['trade-widget']).toBe(first);
  });

  it('frames the widget from its own origin with the attributes, the host origin and a unique instance id', () => {
    const a = mount({ mint: 'MintA', side: 'buy', theme: 'dark', accent: '#7c3aed' });
    const b = mount({ mint: 'MintB', side: 'sell' });
    const url = new URL(a.frame.src);
    expect(url.origin).toBe(WIDGET);
    expect(url.pathname).toBe('/embed/trade');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mint: 'MintA',
      side: 'buy',
      theme: 'dark',
      accent: '#7c3aed',
      parentOrigin: HOST,
      instanceId: a.element.instanceId,
    });
    expect(a.element.instanceId).not.toBe(b.element.instanceId);
    expect(a.frame.attributes).toEqual({ title: 'Trade widget', allow: 'clipboard-write' });
  });

  it('passes every attribute of the protocol, a boolean one when present whatever its value', () => {
    const every = {
      mint: 'MintA',
      side: 'sell',
      'lock-side': '',
      amount: '0.5',
      theme: 'light',
      accent: '#0af',
      locale: 'de',
    };
    const { element, frame } = mount(every);
    const query = Object.fromEntries(new URL(frame.src).searchParams);
    expect(query).toEqual({ ...every, parentOrigin: HOST, instanceId: element.instanceId });
    expect(Object.keys(query).slice(0, -2).sort()).toEqual([...WIDGET_ATTRIBUTE_NAMES].sort());
    const locked = mount({ mint: 'MintA', 'lock-side': 'false' });
    expect(new URL(locked.frame.src).searchParams.get('lock-side')).toBe('');
    const unlocked = mount({ mint: 'MintA', amount: '' });
    expect(new URL(unlocked.frame.src).searchParams.has('lock-side')).toBe(false);
    expect(new URL(unlocked.frame.src).searchParams.has('amount')).toBe(false);
  });

  it.each([...WIDGET_EVENT_TYPES])('re-dispatches a %s message, as the protocol lists it', (type) => {
    const { element, frame } = mount({ mint: 'MintA' });
    const data = { ...widgetMessage(element.instanceId, { type: 'connected' }), type };
    env.send({ source: frame.contentWindow, origin: WIDGET, data });
    expect(element.dispatched.map((event) => event.type)).toEqual([`trade-widget:${type}`]);
  });

  it('re-dispatches its own frame’s messages as trade-widget:<type> events', () => {
    const { element, frame } = mount({ mint: 'MintA' });
    const data = widgetMessage(element.instanceId, { type: 'ready', mint: 'MintA' });
    env.send({ source: frame.contentWindow, origin: WIDGET, data });
    expect(element.dispatched).toHaveLength(1);
    expect(element.dispatched[0]).toMatchObject({
      type: 'trade-widget:ready',
      init: { detail: data, bubbles: true, composed: true },
    });
  });

  it.each([
    ['another window', { source: { other: true } }],
    ['another origin', { origin: 'https://evil.example' }],
    ['the host’s own origin', { origin: HOST }],
    ['another protocol', { data: { protocol: 'x', version: 1, type: 'ready' } }],
    ['another version', { version: 2 }],
    ['another instance', { instanceId: 'tw-999-x' }],
    ['an unknown type', { type: 'steal' }],
    ['a string', { data: 'trade-widget:ready' }],
    ['null data', { data: null }],
  ])('ignores a message from %s', (_label, change) => {
    const { element, frame } = mount({ mint: 'MintA' });
    const base = { source: frame.contentWindow, origin: WIDGET };
    const message = { ...widgetMessage(element.instanceId, { type: 'connected' }) };
    const event =
      'data' in change
        ? { ...base, data: change.data }
        : 'source' in change || 'origin' in change
          ? { ...base, ...change, data: message }
          : { ...base, data: { ...message, ...change } };
    env.send(event);
    expect(element.dispatched).toEqual([]);
  });

  it('does not take a sibling’s message, even from the same origin', () => {
    const a = mount({ mint: 'MintA' });
    const b = mount({ mint: 'MintB' });
    env.send({
      source: b.frame.contentWindow,
      origin: WIDGET,
      data: widgetMessage(a.element.instanceId, { type: 'connected' }),
    });
    expect(a.element.dispatched).toEqual([]);
    expect(b.element.dispatched).toEqual([]);
  });

  it('sizes the iframe to the content, within bounds', () => {
    const { element, frame } = mount({ mint: 'MintA' });
    env.send({
      source: frame.contentWindow,
      origin: WIDGET,
      data: widgetMessage(element.instanceId, { type: 'resize', height: 512.4 }),
    });
    expect(frame.style.height).toBe('513px');
    env.send({
      source: frame.contentWindow,
      origin: WIDGET,
      data: widgetMessage(element.instanceId, { type: 'resize', height: 99_999 }),
    });
    expect(frame.style.height).toBe('4000px');
  });

  it('reloads the frame once for attribute changes made together', async () => {
    const { element, frame } = mount({ mint: 'MintA', side: 'buy' });
    let loads = 0;
    let current = frame.src;
    Object.defineProperty(frame, 'src', {
      get: () => current,
      set: (value: string) => {
        loads += 1;
        current = value;
      },
    });
    element.attrs = { mint: 'MintB', side: 'sell', theme: 'light' };
    element.attributeChangedCallback();
    element.attributeChangedCallback();
    element.attributeChangedCallback();
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(new URL(current).searchParams.get('mint')).toBe('MintB');
    expect(new URL(current).searchParams.get('instanceId')).toBe(element.instanceId);
  });

  it('stops listening when removed from the page', () => {
    const { element, frame } = mount({ mint: 'MintA' });
    element.disconnectedCallback();
    env.send({
      source: frame.contentWindow,
      origin: WIDGET,
      data: widgetMessage(element.instanceId, { type: 'connected' }),
    });
    expect(element.dispatched).toEqual([]);
  });
});
