import type { Messages } from '../messages';

// Die Wörter des Widgets auf Deutsch (Schlüssel für Schlüssel wie en.ts).

const de: Messages = {
  percent: '{value} %',

  'notice.notAllowed.title': 'Handeln ist hier nicht möglich',
  'notice.notAllowed.body':
    'Diese Website darf das Handels-Widget nicht einbetten. Wenn sie Ihnen gehört, bitten Sie den Betreiber des Dashboards, ihren Ursprung in die Liste der erlaubten aufzunehmen.',
  'notice.noToken.title': 'Kein Token zum Handeln',
  'notice.noToken.body': 'Das mint-Attribut des Widgets fehlt oder ist keine Solana-Adresse.',

  'connect.waiting': 'Schließen Sie die Verbindung im geöffneten Fenster ab.',
  'connect.redeeming': 'Verbindung wird hergestellt…',
  'connect.disconnected': 'Getrennt. Dieses Widget hat keinen Zugriff mehr auf Ihr Konto.',
  'connect.connectedAs': 'Verbunden als {name}',
  'connect.yourAccount': 'Ihr Konto',
  'connect.disconnect': 'Trennen',
  'connect.disconnecting': 'Wird getrennt…',
  'connect.denied': 'Sie haben auf der Zustimmungsseite abgelehnt; es wurde nichts geteilt.',
  'connect.busy':
    'Gerade melden sich zu viele an. Es wurde nichts verbunden. Versuchen Sie es in einer Minute noch einmal.',
  'connect.unfinished': 'Die Verbindung wurde nicht abgeschlossen. Versuchen Sie es noch einmal.',
  'connect.popupBlocked':
    'Ihr Browser hat das Anmeldefenster blockiert. Erlauben Sie Pop-ups für diese Seite und wählen Sie erneut Verbinden.',
  'connect.popupClosed': 'Das Anmeldefenster wurde geschlossen, bevor die Verbindung stand.',

  'trade.title': '{symbol} handeln',
  'trade.titleUnknown': 'Diesen Token handeln',
  'trade.lede':
    'Signiert von Ihrer delegierten Wallet; die Ausführungen werden vom Netzwerk gelesen, sobald es bestätigt.',
  'trade.tokens': 'Token',
  'trade.token': 'Token',
  'access.disconnected.title': 'Zum Handeln verbinden',
  'access.disconnected.body':
    'Trades werden für ein verbundenes Konto ausgeführt: Sie stimmen dieser App auf der Zustimmungsseite des Dienstes zu, und der Dienst signiert jeden Trade mit Ihrer delegierten Wallet.',
  'access.disconnected.action': 'Verbinden',
  'access.reconnect.title': 'Zum Handeln erneut verbinden',
  'access.reconnect.body': 'Ihre Verbindung zum Dienst ist beendet.',
  'access.reconnect.action': 'Erneut verbinden',
  'access.missing_scope.title': 'Handeln ist für diese Verbindung nicht erlaubt',
  'access.missing_scope.body':
    'Beim Verbinden wurde die Berechtigung „Für Sie kaufen und verkaufen“ (trade:execute) nicht erteilt. Verbinden Sie sich erneut und stimmen Sie ihr zu; sonst ändert sich nichts.',
  'access.missing_scope.action': 'Mit Handelsberechtigung neu verbinden',
  'access.tradingOff.title': '1-Klick-Handel ist für Ihre Wallet ausgeschaltet',
  'access.tradingOff.body':
    'Der Dienst signiert Trades mit Ihrer delegierten Wallet, und diese Delegation ist ausgeschaltet; jeder Trade würde abgelehnt. Schalten Sie den 1-Klick-Handel (Wallet-Delegation) in Ihrem Konto beim Launch-Dienst ein und prüfen Sie dann hier erneut.',
  'access.tradingOff.check': 'Erneut prüfen',
  'access.tradingOff.checking': 'Wird geprüft…',

  'side.tabs': 'Handeln',
  'side.buy': 'Kaufen',
  'side.buy-exact-out': 'Exakt kaufen',
  'side.sell': 'Verkaufen',
  'submit.buy': '{symbol} kaufen',
  'submit.sell': '{symbol} verkaufen',

  'amount.label': 'Betrag',
  'amount.hint.buy': 'Die SOL, die Sie ausgeben, exakt; wie viel {symbol} Sie erhalten, hängt vom Preis ab.',
  'amount.hint.buy-exact-out':
    'Die {symbol}, die Sie erhalten, exakt; was es in SOL kostet, hängt vom Preis ab.',
  'amount.hint.sell':
    'Die {symbol}, die Sie verkaufen, exakt; wie viel SOL Sie erhalten, hängt vom Preis ab.',
  'amount.youHave': 'Sie haben {held}',
  'amount.and': '{first} und {second}',
  'amount.max': 'Max',
  'amount.maxLabel': 'Max: alles verwenden, {amount}',

  'amount.empty': 'Geben Sie einen Betrag ein.',
  'amount.negative': 'Der Betrag darf nicht negativ sein.',
  'amount.exponent': 'Schreiben Sie den Betrag in einfachen Ziffern, ohne Exponent.',
  'amount.malformed':
    'Geben Sie eine Zahl wie 1,5 oder 1.000 ein; Punkte trennen nur Dreiergruppen von Ziffern, das Komma die Dezimalstellen.',
  'amount.decimals': 'Verwenden Sie höchstens {decimals} Dezimalstellen.',
  'amount.wholeOnly': 'Geben Sie eine ganze Zahl ein; diese Einheit hat keine Dezimalstellen.',
  'amount.ambiguous':
    '„{text}“ ist mehrdeutig: {first} oder {second}? Schreiben Sie die Zahl ohne Tausenderpunkte, mit {decimal} vor den Dezimalstellen.',
  'amount.zero': 'Geben Sie einen Betrag über 0 ein.',
  'amount.decimalMark': 'einem Komma',

  'balance.noTokens': 'Sie halten keine {symbol}; es gibt nichts zu verkaufen.',
  'balance.insufficientTokens': 'Sie halten {available}; dieser Verkauf braucht {required}.',
  'balance.insufficientSol': 'Das braucht {required} mit Gebühren; Sie haben {available}.',

  'protection.legend': 'Preisschutz',
  'protection.slippage': 'Slippage',
  'protection.explicit': 'Feste Grenze',
  'protection.tolerance': 'Slippage-Toleranz',
  'protection.custom': 'Eigene',
  'protection.customLabel': 'Eigene Slippage (%)',
  'protection.customHint': 'Von 0 bis 50 %.',
  'protection.hint.buy': 'Der Trade scheitert, wenn Sie nicht mindestens so viele Token erhalten.',
  'protection.hint.buy-exact-out':
    'Der Trade scheitert, wenn die Token mehr als das kosten, Partnergebühr eingeschlossen.',
  'protection.hint.sell':
    'Der Trade scheitert, wenn Ihnen nach der Partnergebühr nicht mindestens so viel SOL bleibt.',
  'bound.label.buy': 'Mindestens {symbol} erhalten',
  'bound.label.buy-exact-out': 'Höchstens SOL zahlen',
  'bound.label.sell': 'Mindestens SOL erhalten',
  'bound.slippageExactOut':
    'Slippage {rate}: Der Dienst ermittelt den Preis bei der Ausführung und zahlt höchstens {share} der genannten Kosten, Partnergebühr eingeschlossen.',
  'bound.slippage.buy':
    'Slippage {rate}: Der Dienst ermittelt den Preis bei der Ausführung und verlangt mindestens {share} der genannten {symbol}.',
  'bound.slippage.sell':
    'Slippage {rate}: Der Dienst ermittelt den Preis bei der Ausführung und verlangt mindestens {share} der genannten SOL, nach der Partnergebühr.',
  'bound.off': '{label}: 0 – kein Schutz gegen Preisbewegungen.',
  'bound.explicit.buy': 'Mindestens {symbol} erhalten: {value}.',
  'bound.explicit.buy-exact-out': 'Höchstens SOL zahlen: {value}, Partnergebühr eingeschlossen.',
  'bound.explicit.sell': 'Mindestens SOL erhalten: {value}, nach der Partnergebühr.',
  'bound.zeroWarning':
    '0 schaltet den Slippage-Schutz aus: Der Trade wird zu jedem Preis ausgeführt, den der Markt gibt, wie weit er sich auch bewegt hat.',

  'fees.speed': 'Geschwindigkeit: Prioritätsgebühr und Trinkgeld',
  'fees.normal': 'Normal',
  'fees.fast': 'Schnell',
  'fees.turbo': 'Turbo',
  'fees.edit': 'Gebühren bearbeiten',
  'fees.priorityFee': 'Prioritätsgebühr',
  'fees.tip': 'Trinkgeld',
  'fees.atLeast': 'Mindestens {min}.',
  'fees.priorityFeeTooLow': 'Die Prioritätsgebühr muss mindestens {min} betragen.',
  'fees.tipTooLow': 'Das Trinkgeld muss mindestens {min} betragen.',

  'partnerFee.exact': 'Partnergebühr {rate} ≈ {amount}, geschätzt (aus den SOL, die Sie ausgeben).',
  'partnerFee.atMost': 'Partnergebühr {rate} der SOL-Kosten, höchstens {amount}, geschätzt.',
  'partnerFee.atLeast': 'Partnergebühr {rate} des SOL-Erlöses, mindestens {amount}, geschätzt.',
  'partnerFee.rateOnly.sell': 'Partnergebühr {rate} des SOL-Erlöses, bekannt nach dem Trade.',
  'partnerFee.rateOnly.buy': 'Partnergebühr {rate} der SOL-Kosten, bekannt nach dem Trade.',

  'summary.title': 'Bevor Sie senden',
  'summary.spend': 'Sie geben aus',
  'summary.get': 'Sie erhalten',
  'summary.sell': 'Sie verkaufen',
  'summary.exactly': '{amount}, exakt',
  'summary.bound': 'Gesendete Grenze',
  'summary.partnerFee': 'Partnergebühr',
  'summary.networkFees': 'Netzwerkgebühren',
  'summary.networkFeesLine':
    'Etwa {total}: Prioritätsgebühr {priority}, Trinkgeld {tip} und die Grundgebühr, auch fällig, wenn der Trade scheitert.',
  'summary.notValid': 'Noch nicht gültig – siehe oben.',

  // After sending: the steps, the outcome and the fills
  'noun.buy': 'Ihr Kauf',
  'noun.sell': 'Ihr Verkauf',
  'noun.buy.mid': 'Ihr Kauf',
  'noun.sell.mid': 'Ihr Verkauf',
  'step.submitted': 'Gesendet',
  'step.confirmed': 'Vom Netzwerk bestätigt',
  'step.updated': 'Daten aktualisiert',
  'step.sending': 'Wird gesendet…',
  'step.waitingNetwork': 'Warten auf das Netzwerk…',
  'step.refreshing': 'Daten werden aktualisiert…',
  'step.slow': 'Dauert länger als erwartet – es kann noch bestätigt werden; wir prüfen weiter.',
  'step.failedOnChain': 'Im Netzwerk gescheitert; die Gebühren wurden bezahlt.',
  'step.notDone': 'Nicht ausgeführt – siehe unten.',
  'step.notConfirmedYet': 'Noch nicht bestätigt; wir prüfen nicht mehr automatisch.',
  'step.unknown': 'Ergebnis unbekannt – siehe unten.',
  'step.progress': 'Fortschritt',
  'status.waiting': 'noch nicht',
  'status.current': 'läuft',
  'status.done': 'erledigt',
  'status.failed': 'gescheitert',
  'status.unknown': 'unbekannt',
  'announce.submitting': '{nounMid} wird gesendet…',
  'announce.confirming': '{noun} wurde gesendet. Warten auf die Bestätigung des Netzwerks.',
  'announce.updating': '{noun} ist vom Netzwerk bestätigt. Daten werden aktualisiert…',
  'announce.done': 'Fertig: {nounMid} ist bestätigt und die Daten sind aktuell.',
  'announce.failedOnChain': '{noun} ist im Netzwerk gescheitert; die Gebühren wurden bezahlt.',
  'announce.failed': '{noun} wurde nicht ausgeführt.',
  'announce.unknownSent': '{noun} ist noch nicht bestätigt. Es kann noch bestätigt werden.',
  'announce.unknown': 'Das Ergebnis für {nounMid} ist unbekannt.',
  'outcome.newTrade': 'Neuer Trade',
  'outcome.check': 'Erneut prüfen',
  'outcome.checking': 'Wird geprüft…',
  'fills.bought': 'Bestätigt: Sie haben {tokens} für {sol} gekauft.',
  'fills.sold': 'Bestätigt: Sie haben {tokens} für {sol} verkauft.',
  'fills.tokens': '{symbol} in Ihrer Wallet',
  'fills.sol': 'SOL in Ihrer Wallet, alles eingeschlossen',
  'fills.price': 'Preis des Tauschs',
  'fills.pricePer': '{sol} pro {symbol}',
  'fills.networkFee': 'Netzwerkgebühr',
  'fills.networkFeeTip': '{fee} (inklusive Trinkgeld von {tip})',
  'fills.networkFeeAll': '{fee} (inklusive Prioritätsgebühr und Trinkgeld)',
  'fills.partnerFee': 'Partnergebühr',
  'fills.rent': 'Token-Konto eröffnet',
  'fills.rentLine': '{rent} Miete, zurück, wenn Sie das Konto schließen',
  'fills.pool':
    'Im Pool des Tokens ausgeführt: Er hatte seine Bonding-Kurve verlassen, während Ihr Trade wartete.',
  'fills.source': 'Aus der bestätigten Transaktion im Netzwerk gelesen.',
  'fills.readingFees': 'Die bezahlten Gebühren werden aus dem Netzwerk gelesen…',
  'fills.feesPaid':
    'Trotzdem bezahlte Gebühren: {fee} (Netzwerkgebühr mit Prioritätsgebühr und Trinkgeld). Sonst hat sich nichts bewegt.',
  // A trade's errors (the catalogue's codes), and the buttons that follow them
  'error.generic': 'Der Dienst konnte diesen Trade nicht ausführen.',
  'error.generic.action': 'Prüfen Sie die Angaben und versuchen Sie es erneut.',
  'error.busy': 'Der Dienst ist gerade ausgelastet.',
  'error.busy.action':
    'Es wurde nichts gesendet. Ihre Eingaben bleiben erhalten; senden Sie nach der Wartezeit erneut.',
  'error.down': 'Der Dienst ist gerade nicht erreichbar.',
  'error.down.action':
    'Versuchen Sie es später erneut. Wenn Sie nicht sicher sind, ob es durchging, sehen Sie zuerst in Ihre letzten Aktivitäten.',
  'error.connection': 'Ihre Verbindung ist beendet. Es wurde nichts gesendet.',
  'error.connection.action': 'Verbinden Sie sich erneut und senden Sie dann noch einmal.',
  'error.insufficient_scope':
    'Ihre Verbindung enthält keine Berechtigung zum Kaufen und Verkaufen. Es wurde nichts gesendet.',
  'error.insufficient_scope.action':
    'Verbinden Sie sich erneut und erteilen Sie diese Berechtigung auf der Zustimmungsseite.',
  'error.delegation_missing':
    'Der 1-Klick-Handel ist für Ihre Wallet nicht aktiviert. Es wurde nichts gesendet.',
  'error.delegation_missing.action':
    'Schalten Sie den 1-Klick-Handel (Wallet-Delegation) in Ihrem Konto beim Launch-Dienst ein und versuchen Sie es erneut.',
  'error.tx_failed':
    'Ihr Trade ist im Netzwerk gescheitert, es wurde nichts ausgeführt – Netzwerkgebühr, Prioritätsgebühr und Trinkgeld wurden aber bezahlt.',
  'error.tx_failed.action': 'Prüfen Sie Preis und Guthaben, bevor Sie es erneut versuchen.',
  'error.tx_expired': 'Die Transaktion ist abgelaufen, bevor sie ankam; sie wurde nicht ausgeführt.',
  'error.tx_expired.action': 'Versuchen Sie es erneut; eine neue Transaktion wird erstellt.',
  'error.insufficient_sol':
    'Ihre Wallet hat nicht genug SOL für diesen Trade und seine Gebühren. Es wurde nichts gesendet.',
  'error.insufficient_sol.action': 'Geben Sie weniger aus oder laden Sie SOL auf Ihre Wallet.',
  'error.insufficient_tokens': 'Sie halten nicht genug {symbol}. Es wurde nichts gesendet.',
  'error.insufficient_tokens.action': 'Verkaufen Sie weniger.',
  'error.missing_sell_token_account':
    'Sie halten keine {symbol}; es gibt nichts zu verkaufen. Es wurde nichts gesendet.',
  'error.missing_sell_token_account.action': 'Kaufen Sie zuerst {symbol}.',
  'error.slippage_exceeded': 'Der Preis hat sich über Ihre Grenze hinaus bewegt; es wurde nichts ausgeführt.',
  'error.slippage_exceeded.action':
    'Prüfen Sie den Betrag und versuchen Sie es mit mehr Slippage oder einer weiteren Grenze erneut.',
  'error.trade_cap_exceeded':
    'Dieser Kauf ist größer, als diese App für einen einzelnen Trade erlaubt. Es wurde nichts gesendet.',
  'error.trade_cap_exceeded.action': 'Kaufen Sie einen kleineren Betrag. Verkäufe sind nie begrenzt.',
  'error.daily_cap_exceeded':
    'Sie haben das heutige Kauflimit dieser App erreicht. Es wurde nichts gesendet.',
  'error.daily_cap_exceeded.action':
    'Warten Sie, bis das Limit um 00:00 UTC zurückgesetzt wird. Verkäufe sind nie begrenzt.',
  'error.buy_limit_exceeded':
    'Dieser Kauf würde das Limit pro Wallet für {symbol} überschreiten, solange es auf seiner Bonding-Kurve gehandelt wird. Es wurde nichts gesendet.',
  'error.buy_limit_exceeded.action': 'Kaufen Sie einen kleineren Betrag.',
  'error.insufficient_liquidity':
    'Es gibt nicht genug Liquidität in {symbol} für einen Trade dieser Größe. Es wurde nichts gesendet.',
  'error.insufficient_liquidity.action': 'Versuchen Sie einen kleineren Betrag.',
  'error.curve_complete':
    'Die Bonding-Kurve von {symbol} wurde abgeschlossen, während Ihr Trade unterwegs war; es wurde nichts ausgeführt.',
  'error.curve_complete.action':
    'Der Token wechselt jetzt in seinen Pool; handeln Sie erneut, sobald der Pool öffnet.',
  'error.venue_stopped':
    'Der Handel mit {symbol} ist pausiert, während der Token in seinen Pool wechselt. Es wurde nichts gesendet.',
  'error.venue_stopped.action': 'Versuchen Sie es erneut, sobald sein Pool offen ist.',
  'error.unknown_outcome': 'Wir konnten nicht feststellen, ob Ihr Trade durchging.',
  'error.unknown_outcome.action':
    'Senden Sie ihn nicht blind erneut – er könnte doppelt ausgeführt werden. Prüfen Sie erneut oder sehen Sie in Ihre letzten Aktivitäten.',
  'cta.retry': 'Erneut versuchen',
  'cta.check': 'Erneut prüfen',
  'cta.activity': 'Letzte Aktivitäten ansehen',
  'cta.reconnect': 'Erneut verbinden',
  'cta.buyFirst': 'Zuerst kaufen',
  'cta.change': 'Betrag ändern',
  'signature.label': 'Transaktion',
  'signature.copy': 'Kopieren',
  'signature.copied': 'Kopiert',
  'signature.copyLabel': 'Kopieren der Transaktionssignatur',
  'signature.copiedStatus': 'Signatur kopiert',
  // The pool wait, and the errors it ends in
  'venue.moving':
    'Der Token wechselt von seiner Bonding-Kurve in einen Pool; Ihr Trade wird gesendet, sobald der Pool öffnet.',
  'venue.pool_not_open': 'Sein Pool besteht, ist aber noch nicht offen.',
  'venue.migration_pending': 'Sein Wechsel wird gerade abgeschlossen.',
  'venue.schedule':
    '{state} Es wurde noch nichts gesendet. {countdown} (Versuch {attempt}); wir hören nach weiteren {left} auf.',
  'venue.countdown': 'Nächster Versuch in {duration}',
  'venue.cancel': 'Warten abbrechen',
  'error.venue_cancelled': 'Sie haben das Warten auf den Pool des Tokens beendet. Es wurde nichts gesendet.',
  'error.venue_cancelled.action': 'Versuchen Sie es erneut, wenn Sie bereit sind.',
  'error.venue_gave_up':
    'Der Pool des Tokens war nach {waited} Warten noch nicht offen. Es wurde nichts gesendet.',
  'error.venue_gave_up.action': 'Versuchen Sie es in ein paar Minuten erneut.',
  // The last fill beside the exact bound (a past price)
  'lastFill.line': 'Letzte Ausführung: {price} pro {symbol}, {when} – ein vergangener Preis, kein Angebot.',
  'lastFill.under': 'unter {price}',
  'lastFill.timeUnknown': 'Zeitpunkt unbekannt',
  'lastFill.none':
    'Kein aktueller Trade von {symbol} im Netzwerk, der einen vergangenen Preis zeigen könnte.',
  'lastFill.failed': 'Der Preis des letzten Trades konnte gerade nicht aus dem Netzwerk gelesen werden.',
  'lastFill.reading': 'Der Preis des letzten Trades wird aus dem Netzwerk gelesen…',
};

export default de;
