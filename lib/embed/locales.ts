// The languages the widget speaks, and which one a visitor gets: the element's `locale` attribute, else
// the visitor's browser language (the frame's Accept-Language), else English. A regional tag picks its
// language (de-AT → de, zh-Hans-SG → zh-CN); anything the widget does not speak falls back to English.

export const WIDGET_LOCALES = ['en', 'es', 'de', 'zh-CN', 'ja'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

export const DEFAULT_LOCALE: WidgetLocale = 'en';

/** Each language's name in itself, for choosers. */
export const LOCALE_NAMES: Record<WidgetLocale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  'zh-CN': '简体中文',
  ja: '日本語',
};

const TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,4}$/;

/** The widget's language for one BCP 47 tag, or null when it speaks none that fits. */
export function matchLocale(tag: string): WidgetLocale | null {
  if (!TAG.test(tag)) return null;
  const parts = tag.toLowerCase().split('-');
  const language = parts[0];
  if (language === 'zh') {
    // Simplified Chinese only: Traditional (Hant, or Taiwan, Hong Kong and Macao without a script) is not it.
    if (parts.includes('hant')) return null;
    if (!parts.includes('hans') && parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return null;
    return 'zh-CN';
  }
  return (WIDGET_LOCALES as readonly string[]).includes(language!) ? (language as WidgetLocale) : null;
}

/** The languages of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface ResolvedLocale {
  /** The attribute's value, else the browser's first language; null when neither names one. */
  requested: string | null;
  used: WidgetLocale;
  /** True when a language was asked for and the widget does not speak it. */
  fallback: boolean;
}

/** The widget's language from its `locale` attribute (may be absent) and the visitor's Accept-Language. */
export function resolveLocale(
  attribute: string | null | undefined,
  acceptLanguage: string | null,
): ResolvedLocale {
  const asked = attribute?.trim() ? attribute.trim().slice(0, 100) : null;
  if (asked !== null) {
    const used = matchLocale(asked);
    return { requested: asked, used: used ?? DEFAULT_LOCALE, fallback: used === null };
  }
  const browser = acceptedLanguages(acceptLanguage);
  for (const tag of browser) {
    const used = matchLocale(tag);
    if (used) return { requested: tag, used, fallback: false };
  }
  return browser.length
    ? { requested: browser[0]!, used: DEFAULT_LOCALE, fallback: true }
    : { requested: null, used: DEFAULT_LOCALE, fallback: false };
}
