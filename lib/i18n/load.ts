import type { WidgetLocale } from '@/lib/embed/locales';
import { en } from './catalogue/en';
import { enAfter } from './catalogue/en-after';
import type { Messages } from './messages';

// One language's catalogue, loaded when a widget speaks it (a dynamic import each, so a page carries only
// the one it needs; English is the panel's own default and needs no loading).

export async function loadMessages(locale: WidgetLocale): Promise<Messages> {
  // Another language's words read and write amounts its way: that code comes with its catalogue.
  if (locale !== 'en') await import('./locale-words');
  switch (locale) {
    case 'en':
      return { ...en, ...enAfter };
    case 'es':
      return (await import('./catalogue/es')).default;
    case 'de':
      return (await import('./catalogue/de')).default;
    case 'zh-CN':
      return (await import('./catalogue/zh-CN')).default;
    case 'ja':
      return (await import('./catalogue/ja')).default;
  }
}
