// @vitest-environment jsdom
// The partner docs are generated from the protocol: every attribute, every event and every field of each
// appears, with its description, so a change to lib/embed/protocol.ts reaches the docs by itself.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  WIDGET_ATTRIBUTE_NAMES,
  WIDGET_ATTRIBUTES,
  WIDGET_EVENT_TYPES,
  WIDGET_EVENTS,
  type FieldSpec,
} from '@/lib/embed/protocol';
import { WidgetDocs } from './widget-docs';

const html = renderToStaticMarkup(<WidgetDocs origin="https://dash.example" exampleMint="MINT_ADDRESS" />);
const doc = new DOMParser().parseFromString(html, 'text/html');
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const plain = (s: string) => s.replace(/\s+/g, ' ');

describe('the partner docs', () => {
  it('list every attribute with its values, default and description', () => {
    const rows = [...doc.querySelectorAll('[data-attribute]')].map((row) =>
      row.getAttribute('data-attribute'),
    );
    expect(rows).toEqual([...WIDGET_ATTRIBUTE_NAMES]);
    for (const name of WIDGET_ATTRIBUTE_NAMES) {
      const row = text(doc.querySelector(`[data-attribute="${name}"]`));
      const spec = WIDGET_ATTRIBUTES[name];
      for (const part of [spec.values, spec.default, spec.description]) expect(row).toContain(plain(part));
    }
  });

  it('list every event with when it comes and each field with its type and meaning', () => {
    const events = [...doc.querySelectorAll('[data-event]')].map((e) => e.getAttribute('data-event'));
    expect(events).toEqual([...WIDGET_EVENT_TYPES]);
    for (const type of WIDGET_EVENT_TYPES) {
      const section = doc.querySelector(`[data-event="${type}"]`)!;
      expect(text(section)).toContain(`trade-widget:${type}`);
      expect(text(section)).toContain(plain(WIDGET_EVENTS[type].when));
      const fields = Object.entries(WIDGET_EVENTS[type].fields) as [string, FieldSpec][];
      const rows = [...section.querySelectorAll('[data-field]')].map((r) => r.getAttribute('data-field'));
      expect(rows).toEqual(fields.map(([name]) => name));
      for (const [name, field] of fields) {
        const row = text(section.querySelector(`[data-field="${name}"]`));
        expect(row).toContain(plain(field.type));
        expect(row).toContain(plain(field.description));
      }
    }
  });

  it('show the snippet for this dashboard, the host page’s CSP and the troubleshooting cases', () => {
    const all = text(doc.body);
    expect(all).toContain('<script src="https://dash.example/embed.js" async></script>');
    expect(all).toContain('<trade-widget mint="MINT_ADDRESS" side="buy"></trade-widget>');
    expect(all).toContain('frame-src https://dash.example;');
    expect(all).toContain('EMBED_ALLOWED_ORIGINS');
    expect(all).toContain('Partitioned');
    const troubles = text(doc.querySelector('#troubleshooting')?.parentElement ?? null);
    for (const topic of [
      'frame is refused',
      'window does not open',
      'third-party cookies',
      'invalid_address',
    ])
      expect(troubles).toContain(topic);
  });
});
