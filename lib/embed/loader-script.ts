import { WIDGET_ATTRIBUTES, WIDGET_EVENT_TYPES, WIDGET_PROTOCOL, WIDGET_PROTOCOL_VERSION } from './protocol';

// The widget's loader, served as /embed.js from public/embed.js (written minified from here by `npm run
// embed-loader`, lib/embed/loader-file.ts): plain ES2017 with no dependencies, its lists of attributes and event types written in from lib/embed/protocol.ts, so that the loader, the
// docs and the guards never disagree. lib/embed/loader.test.ts runs it in a bare VM as browsers do.

const names = Object.keys(WIDGET_ATTRIBUTES);
const booleans = Object.entries(WIDGET_ATTRIBUTES)
  .filter(([, spec]) => 'boolean' in spec && spec.boolean)
  .map(([name]) => name);

const list = (items: readonly string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;

/** The comment that heads the loader, in its source and in the served file. */
export function loaderHeader(): string {
  return `/*
 * Trade widget loader: defines <trade-widget mint="…"> (attributes: ${names.join(', ')}) and nothing else global.
 * Each element holds one iframe of the widget, served from the origin this script was loaded from,
 * which posts versioned messages back; the element accepts only those from its own iframe and that
 * origin, and dispatches each as a DOM CustomEvent named 'trade-widget:<type>' (detail = the message).
 * The attributes and events are documented at /partners.
 */
`;
}

/** The loader's source text, readable and commented (public/embed.js serves it minified: lib/embed/loader-file.ts). */
export function loaderScript(): string {
  const types = list(WIDGET_EVENT_TYPES);
  const attributes = list(names);
  return `${loaderHeader()}(function () {
  'use strict';
  if (typeof customElements === 'undefined' || customElements.get('trade-widget')) return;

  var PROTOCOL = '${WIDGET_PROTOCOL}';
  var VERSION = ${WIDGET_PROTOCOL_VERSION};
  var TYPES = ${types};
  var ATTRIBUTES = ${attributes};
  var BOOLEAN = ${list(booleans)};
  var MAX_HEIGHT = 4000;

  var script = document.currentScript;
  var widgetOrigin = new URL(script && script.src ? script.src : '/', location.href).origin;
  var count = 0;

  function newInstanceId() {
    count += 1;
    return 'tw-' + count + '-' + Math.random().toString(36).slice(2, 10);
  }

  /** Whether a message event comes from this instance's own frame, on the widget's origin, in protocol. */
  function accepts(event, frame, instanceId) {
    var data = event.data;
    return (
      frame !== null &&
      event.source === frame.contentWindow &&
      event.origin === widgetOrigin &&
      data !== null &&
      typeof data === 'object' &&
      data.protocol === PROTOCOL &&
      data.version === VERSION &&
      data.instanceId === instanceId &&
      TYPES.indexOf(data.type) >= 0
    );
  }

  class TradeWidget extends HTMLElement {
    static get observedAttributes() {
      return ATTRIBUTES;
    }

    constructor() {
      super();
      this._id = newInstanceId();
      this._frame = null;
      this._pending = false;
      this._onMessage = this._onMessage.bind(this);
    }

    get instanceId() {
      return this._id;
    }

    /** The widget's last 'ready' message, or null before it is ready: for listeners added late. */
    get ready() {
      return this._ready || null;
    }

    connectedCallback() {
      if (!this._frame) {
        var root = this.attachShadow({ mode: 'open' });
        var style = document.createElement('style');
        style.textContent =
          ':host{display:block}iframe{display:block;width:100%;border:0;color-scheme:light}';
        var frame = document.createElement('iframe');
        frame.setAttribute('title', 'Trade widget');
        // The widget copies a trade's signature to the clipboard when asked.
        frame.setAttribute('allow', 'clipboard-write');
        frame.style.height = '420px';
        root.appendChild(style);
        root.appendChild(frame);
        this._frame = frame;
        frame.src = this._src();
      }
      window.addEventListener('message', this._onMessage);
    }

    disconnectedCallback() {
      window.removeEventListener('message', this._onMessage);
    }

    attributeChangedCallback() {
      // Several attributes set together reload the frame once.
      if (!this._frame || this._pending) return;
      this._pending = true;
      queueMicrotask(() => {
        this._pending = false;
        var src = this._src();
        if (this._frame.src !== src) this._frame.src = src;
      });
    }

    _src() {
      var query = new URLSearchParams();
      for (var i = 0; i < ATTRIBUTES.length; i += 1) {
        var value = this.getAttribute(ATTRIBUTES[i]);
        // A boolean attribute counts when present, whatever its value; others when not empty.
        if (value !== null && BOOLEAN.indexOf(ATTRIBUTES[i]) >= 0) query.set(ATTRIBUTES[i], '');
        else if (value !== null && value !== '') query.set(ATTRIBUTES[i], value);
      }
      query.set('parentOrigin', location.origin);
      query.set('instanceId', this._id);
      return widgetOrigin + '/embed/trade?' + query.toString();
    }

    _onMessage(event) {
      if (!accepts(event, this._frame, this._id)) return;
      var data = event.data;
      if (data.type === 'ready') this._ready = data;
      if (data.type === 'resize' && typeof data.height === 'number' && data.height >= 0) {
        this._frame.style.height = Math.min(Math.ceil(data.height), MAX_HEIGHT) + 'px';
      }
      this.dispatchEvent(
        new CustomEvent('trade-widget:' + data.type, { detail: data, bubbles: true, composed: true }),
      );
    }
  }

  customElements.define('trade-widget', TradeWidget);
})();
`;
}
