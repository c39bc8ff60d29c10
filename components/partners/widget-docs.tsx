import type * as React from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import {
  WIDGET_ATTRIBUTE_NAMES,
  WIDGET_ATTRIBUTES,
  WIDGET_EVENT_TYPES,
  WIDGET_EVENTS,
  WIDGET_PROTOCOL,
  WIDGET_PROTOCOL_VERSION,
  widgetEventName,
  type AttributeSpec,
  type FieldSpec,
} from '@/lib/embed/protocol';
import { CopyButton } from './copy-button';

// The partner docs: how to embed the widget, then its attributes and events generated from
// lib/embed/protocol.ts (the list the loader and the guards read), then what to do when it goes wrong.

const code = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]';
const cell = 'border-b border-border px-3 py-2 align-top text-left';

function Code({ children }: { children: React.ReactNode }) {
  return <code className={code}>{children}</code>;
}

function Snippet({ label, text }: { label: string; text: string }) {
  return (
    <div className="grid gap-2">
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto rounded-lg border border-border bg-muted p-3 text-xs"
      >
        <code>{text}</code>
      </pre>
      <div>
        <CopyButton text={text} />
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id} className="grid gap-3 text-sm leading-6">
      <CardTitle id={id} className="text-lg">
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

function AttributesTable() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-label="Attributes">
        <thead>
          <tr>
            <th className={cell}>Attribute</th>
            <th className={cell}>Values</th>
            <th className={cell}>Default</th>
            <th className={cell}>What it does</th>
          </tr>
        </thead>
        <tbody>
          {WIDGET_ATTRIBUTE_NAMES.map((name) => {
            const spec: AttributeSpec = WIDGET_ATTRIBUTES[name];
            return (
              <tr key={name} data-attribute={name}>
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  <Code>{name}</Code>
                  {spec.required ? (
                    <span className="ml-1 text-xs text-muted-foreground">(required)</span>
                  ) : null}
                </th>
                <td className={cell}>{spec.values}</td>
                <td className={cell}>{spec.default}</td>
                <td className={cell}>{spec.description}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function EventList() {
  return (
    <div className="grid gap-4">
      {WIDGET_EVENT_TYPES.map((type) => {
        const spec = WIDGET_EVENTS[type];
        const fields = Object.entries(spec.fields) as [string, FieldSpec][];
        return (
          <section key={type} data-event={type} aria-labelledby={`event-${type}`} className="grid gap-2">
            <h3 id={`event-${type}`} className="font-semibold">
              <Code>{widgetEventName(type)}</Code>
            </h3>
            <p>{spec.when}</p>
            {fields.length === 0 ? (
              <p className="text-muted-foreground">No fields besides the envelope.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-sm" aria-label={`Fields of ${type}`}>
                  <thead>
                    <tr>
                      <th className={cell}>Field</th>
                      <th className={cell}>Type</th>
                      <th className={cell}>Meaning</th>
                    </tr>
                  </thead>
                  <tbody>
                    {fields.map(([name, field]) => (
                      <tr key={name} data-field={name}>
                        <th scope="row" className={`${cell} font-normal`}>
                          <Code>{name}</Code>
                          {field.optional ? (
                            <span className="ml-1 text-xs text-muted-foreground">(optional)</span>
                          ) : null}
                        </th>
                        <td className={cell}>
                          <Code>{field.type}</Code>
                        </td>
                        <td className={cell}>{field.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The whole docs page's content, for the dashboard served from `origin`. */
export function WidgetDocs({ origin, exampleMint }: { origin: string; exampleMint: string }) {
  const snippet = `<script src="${origin}/embed.js" async></script>\n<trade-widget mint="${exampleMint}" side="buy"></trade-widget>`;
  const listen = `document.querySelector('trade-widget').addEventListener('trade-widget:confirmed', (event) => {\n  console.log('bought', event.detail.fills.tokenDelta, 'in', event.detail.signature);\n});`;
  const csp = `script-src 'self' ${origin};\nframe-src ${origin};`;
  return (
    <div className="grid gap-6">
      <Section id="embed" title="Embed the widget">
        <p>
          Two lines on any page show a working trade panel for one token. Load the loader from this
          dashboard’s own address (the one visitors connect through), then place one{' '}
          <Code>&lt;trade-widget&gt;</Code> per widget; any number may share a page.
        </p>
        <Snippet label="The two lines to paste" text={snippet} />
        <p>
          The loader defines the <Code>&lt;trade-widget&gt;</Code> element and nothing else global. Each
          element holds its own iframe of <Code>{`${origin}/embed/trade`}</Code>, takes the height of its
          content, and reloads when an attribute changes.
        </p>
      </Section>

      <Section id="allow" title="Allow your site">
        <p>
          Ask the dashboard’s operator to add your page’s origin (<Code>https://shop.example</Code>: scheme,
          host and port, no path) to <Code>EMBED_ALLOWED_ORIGINS</Code>. The widget’s pages answer{' '}
          <Code>Content-Security-Policy: frame-ancestors</Code> with that list, so a browser shows the widget
          only on those origins, and the widget trades only when the page that loaded it is on the list.
        </p>
        <p>
          If your page sends a Content Security Policy of its own, it must let the loader run and the frame
          load from this dashboard:
        </p>
        <Snippet label="What your page's CSP needs" text={csp} />
      </Section>

      <Section id="connect" title="Connecting: the popup and partitioned cookies">
        <p>
          Inside the widget, Connect opens the service’s consent screen in a small window (a frame inside
          another site cannot show it). When the visitor approves, that window hands a one-time code (single
          use, valid 60 seconds) to the widget that opened it and closes; the widget redeems it for its own
          session cookie, <Code>SameSite=None; Secure; Partitioned</Code>.
        </p>
        <p>
          Partitioned cookies are kept per top-level site: the widget on your site has a connection of its
          own, which never mixes with the dashboard’s or another partner’s, and it works in browsers that
          block ordinary third-party cookies. Disconnect is in the widget. The window must open from the
          visitor’s click, so do not put the widget in a sandboxed iframe without <Code>allow-popups</Code>.
        </p>
      </Section>

      <Section id="attributes" title="Attributes">
        <AttributesTable />
      </Section>

      <Section id="events" title="Events">
        <p>
          The widget posts messages to your page with <Code>targetOrigin</Code> set to your page’s origin
          (never <Code>*</Code>). The loader accepts only those from its own iframe and the dashboard’s
          origin, and dispatches each on the element as a bubbling <Code>CustomEvent</Code> named{' '}
          <Code>trade-widget:&lt;type&gt;</Code> with the message as <Code>detail</Code>. Every message
          carries the envelope <Code>{`protocol: '${WIDGET_PROTOCOL}'`}</Code>,{' '}
          <Code>{`version: ${WIDGET_PROTOCOL_VERSION}`}</Code>, <Code>instanceId</Code> (one per element) and{' '}
          <Code>type</Code>. Amounts are integer strings in base units. A page that starts listening late
          reads the element’s <Code>ready</Code> property: its last <Code>ready</Code> message, or{' '}
          <Code>null</Code>.
        </p>
        <Snippet label="Listening for a confirmed trade" text={listen} />
        <EventList />
      </Section>

      <Section id="webhooks" title="Webhooks">
        <p>
          With <Code>PARTNER_WEBHOOK_URL</Code> (https) and <Code>PARTNER_WEBHOOK_SECRET</Code> (a{' '}
          <Code>whsec_</Code> secret) set, the server POSTs each event to your endpoint once it is settled
          from the chain, whether or not the visitor’s page is still open. Each request follows the Standard
          Webhooks convention: the headers <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
          <Code>webhook-signature</Code> (HMAC-SHA256), and a JSON body{' '}
          <Code>{'{type, timestamp, data}'}</Code>. Verify it with any Standard Webhooks library before you
          trust it, and treat <Code>webhook-id</Code> as the event’s key: a delivery that got no 2xx within 10
          s is sent again, with growing waits, for 24 hours, always with the same id.
        </p>
        <dl className="grid gap-3">
          <div>
            <dt className="font-semibold">
              <Code>trade.confirmed</Code>, <Code>trade.failed</Code>
            </dt>
            <dd className="text-muted-foreground">
              A buy or sell made through the dashboard or a widget: <Code>wallet</Code>, <Code>mint</Code>,{' '}
              <Code>signature</Code>, <Code>side</Code> (buy or sell) and <Code>kind</Code> (buy, buyExactOut,
              sell); a failed one adds <Code>settlement</Code> and <Code>reason</Code>.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              <Code>proposal.created</Code>, <Code>proposal.decided</Code>
            </dt>
            <dd className="text-muted-foreground">
              A proposal made or settled through the dashboard: <Code>wallet</Code>, <Code>mint</Code>,{' '}
              <Code>signature</Code>, <Code>proposal</Code>, and for a new one its <Code>actionKind</Code>.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              <Code>webhook.test</Code>
            </dt>
            <dd className="text-muted-foreground">
              Sent from the console’s webhook page, to check that your endpoint verifies and answers.
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="troubleshooting" title="Troubleshooting">
        <dl className="grid gap-3">
          <div>
            <dt className="font-semibold">The frame is refused (“refused to connect”, a blank box)</dt>
            <dd className="text-muted-foreground">
              Your page’s origin is not in <Code>EMBED_ALLOWED_ORIGINS</Code>, or is written differently (
              <Code>www.</Code>, a port, http against https). The browser’s console names the{' '}
              <Code>frame-ancestors</Code> directive. If the frame shows “Trading is not available here”, the
              loader ran on an origin that is not allowed. If your own CSP blocks it, add the directives
              above.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">The sign-in window does not open</dt>
            <dd className="text-muted-foreground">
              The browser blocked the popup: the widget says so and asks the visitor to allow pop-ups for your
              page and select Connect again. A sandboxed parent frame needs <Code>allow-popups</Code>.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Connected in the window, but the widget still asks to connect</dt>
            <dd className="text-muted-foreground">
              The browser keeps no third-party cookies at all (not even partitioned ones): some privacy
              settings and extensions block them. The visitor can allow cookies for this dashboard on your
              site, or trade on the dashboard itself.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              A <Code>trade-widget:failed</Code> event with <Code>code: &quot;invalid_address&quot;</Code>
            </dt>
            <dd className="text-muted-foreground">
              The <Code>mint</Code> attribute is missing or is not a Solana address (base58, 32 to 44
              characters). The widget shows “No token to trade” instead of the panel.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              <Code>ready</Code> says <Code>fallback: true</Code>
            </dt>
            <dd className="text-muted-foreground">
              The widget does not speak the language asked for (the <Code>locale</Code> attribute, else the
              visitor’s browser language) and shows English.
            </dd>
          </div>
        </dl>
      </Section>
    </div>
  );
}
