import type { WidgetLocale } from '@/lib/embed/locales';

// The sentences of the widget's sign-in window, in every language the widget speaks: the window shows
// four short messages and learns the widget's language only once it is open, so all of them come along
// (well under a kilobyte each). Keyed `<step>.title` and `<step>.body`, flat as in the catalogues.

/** What the window shows: handing the connection over, done, its opener gone, or nothing to hand over. */
export const POPUP_STEPS = ['handing-over', 'done', 'no-opener', 'nothing'] as const;

export type PopupStep = (typeof POPUP_STEPS)[number];

type Sentences = Record<`${PopupStep}.${'title' | 'body'}`, string>;

export const POPUP_WORDS: Record<WidgetLocale, Sentences> = {
  en: {
    'handing-over.title': 'Connecting…',
    'handing-over.body': 'Handing your connection to the widget.',
    'done.title': 'You can close this window',
    'done.body': 'The widget has your answer.',
    'no-opener.title': 'Return to the widget',
    'no-opener.body': 'The page that opened this window is gone. Go back to it and select Connect again.',
    'nothing.title': 'Nothing to hand over',
    'nothing.body': 'Open this window from the widget’s Connect button.',
  },
  es: {
    'handing-over.title': 'Conectando…',
    'handing-over.body': 'Pasando tu conexión al widget.',
    'done.title': 'Puedes cerrar esta ventana',
    'done.body': 'El widget ya tiene tu respuesta.',
    'no-opener.title': 'Vuelve al widget',
    'no-opener.body': 'La página que abrió esta ventana ya no está. Vuelve a ella y pulsa Conectar de nuevo.',
    'nothing.title': 'Nada que entregar',
    'nothing.body': 'Abre esta ventana desde el botón Conectar del widget.',
  },
  de: {
    'handing-over.title': 'Verbindung wird hergestellt…',
    'handing-over.body': 'Ihre Verbindung wird an das Widget übergeben.',
    'done.title': 'Sie können dieses Fenster schließen',
    'done.body': 'Das Widget hat Ihre Antwort.',
    'no-opener.title': 'Zurück zum Widget',
    'no-opener.body':
      'Die Seite, die dieses Fenster geöffnet hat, ist nicht mehr da. Kehren Sie zu ihr zurück und wählen Sie erneut Verbinden.',
    'nothing.title': 'Nichts zu übergeben',
    'nothing.body': 'Öffnen Sie dieses Fenster über die Schaltfläche Verbinden des Widgets.',
  },
  'zh-CN': {
    'handing-over.title': '正在连接…',
    'handing-over.body': '正在将您的连接交给小组件。',
    'done.title': '您可以关闭此窗口',
    'done.body': '小组件已收到您的答复。',
    'no-opener.title': '返回小组件',
    'no-opener.body': '打开此窗口的页面已不存在。请返回该页面并再次选择“连接”。',
    'nothing.title': '没有可交接的内容',
    'nothing.body': '请从小组件的“连接”按钮打开此窗口。',
  },
  ja: {
    'handing-over.title': '接続しています…',
    'handing-over.body': '接続をウィジェットに引き渡しています。',
    'done.title': 'このウィンドウは閉じてかまいません',
    'done.body': 'ウィジェットに応答が届きました。',
    'no-opener.title': 'ウィジェットに戻ってください',
    'no-opener.body':
      'このウィンドウを開いたページはもうありません。そのページに戻り、もう一度「接続」を選んでください。',
    'nothing.title': '引き渡すものがありません',
    'nothing.body': 'ウィジェットの「接続」ボタンからこのウィンドウを開いてください。',
  },
};
