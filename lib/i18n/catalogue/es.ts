import type { Messages } from '../messages';

// Las palabras del widget en español (clave por clave como en.ts).

const es: Messages = {
  percent: '{value} %',

  'notice.notAllowed.title': 'Aquí no se puede operar',
  'notice.notAllowed.body':
    'Este sitio no tiene permiso para insertar el widget de trading. Si es tuyo, pide al operador del panel que añada su origen a la lista de permitidos.',
  'notice.noToken.title': 'No hay token que operar',
  'notice.noToken.body': 'Falta el atributo mint del widget o no es una dirección de Solana.',

  'connect.waiting': 'Termina de conectarte en la ventana que se abrió.',
  'connect.redeeming': 'Conectando…',
  'connect.disconnected': 'Desconectado. Este widget ya no tiene acceso a tu cuenta.',
  'connect.connectedAs': 'Conectado como {name}',
  'connect.yourAccount': 'tu cuenta',
  'connect.disconnect': 'Desconectar',
  'connect.disconnecting': 'Desconectando…',
  'connect.denied': 'Rechazaste en la pantalla de consentimiento, así que no se compartió nada.',
  'connect.busy':
    'Hay demasiados inicios de sesión ahora. No se conectó nada. Vuelve a intentarlo en un minuto.',
  'connect.unfinished': 'La conexión no terminó. Vuelve a intentarlo.',
  'connect.popupBlocked':
    'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes en esta página y vuelve a pulsar Conectar.',
  'connect.popupClosed': 'La ventana de inicio de sesión se cerró antes de conectar.',

  'trade.title': 'Operar {symbol}',
  'trade.titleUnknown': 'Operar este token',
  'trade.lede': 'Firmado por tu billetera delegada; las ejecuciones se leen de la red en cuanto la confirma.',
  'trade.tokens': 'tokens',
  'trade.token': 'token',
  'access.disconnected.title': 'Conéctate para operar',
  'access.disconnected.body':
    'Las operaciones se hacen para una cuenta conectada: apruebas esta app en la pantalla de consentimiento del servicio, y el servicio firma cada operación con tu billetera delegada.',
  'access.disconnected.action': 'Conectar',
  'access.reconnect.title': 'Vuelve a conectarte para operar',
  'access.reconnect.body': 'Tu conexión con el servicio ha terminado.',
  'access.reconnect.action': 'Conectar de nuevo',
  'access.missing_scope.title': 'Esta conexión no permite operar',
  'access.missing_scope.body':
    'Al conectarte no se concedió el permiso «Comprar y vender por ti» (trade:execute). Vuelve a conectarte y apruébalo en la pantalla de consentimiento; nada más cambia.',
  'access.missing_scope.action': 'Reconectar con el permiso de trading',
  'access.tradingOff.title': 'El trading en 1 clic está desactivado para tu billetera',
  'access.tradingOff.body':
    'El servicio firma las operaciones con tu billetera delegada, y esa delegación está desactivada, así que cualquier operación sería rechazada. Activa el trading en 1 clic (delegación de billetera) en tu cuenta del servicio de lanzamiento y vuelve a comprobar aquí.',
  'access.tradingOff.check': 'Comprobar de nuevo',
  'access.tradingOff.checking': 'Comprobando…',

  'side.tabs': 'Operar',
  'side.buy': 'Comprar',
  'side.buy-exact-out': 'Comprar exacto',
  'side.sell': 'Vender',
  'submit.buy': 'Comprar {symbol}',
  'submit.sell': 'Vender {symbol}',

  'amount.label': 'Cantidad',
  'amount.hint.buy': 'Los SOL que gastas, exactos; los {symbol} que recibes dependen del precio.',
  'amount.hint.buy-exact-out': 'Los {symbol} que recibes, exactos; lo que cuestan en SOL depende del precio.',
  'amount.hint.sell': 'Los {symbol} que vendes, exactos; los SOL que recibes dependen del precio.',
  'amount.youHave': 'Tienes {held}',
  'amount.and': '{first} y {second}',
  'amount.max': 'Máx.',
  'amount.maxLabel': 'Máx.: usar todo, {amount}',

  'amount.empty': 'Introduce una cantidad.',
  'amount.negative': 'La cantidad no puede ser negativa.',
  'amount.exponent': 'Escribe la cantidad con cifras simples, sin exponente.',
  'amount.malformed':
    'Introduce un número como 1,5 o 1.000; los puntos solo separan grupos de tres cifras y la coma, los decimales.',
  'amount.decimals': 'Usa como máximo {decimals} decimales.',
  'amount.wholeOnly': 'Introduce un número entero; esta unidad no tiene decimales.',
  'amount.ambiguous':
    '«{text}» es ambiguo: ¿{first} o {second}? Escríbelo sin separadores de miles, con {decimal} antes de los decimales.',
  'amount.zero': 'Introduce una cantidad mayor que 0.',
  'amount.decimalMark': 'una coma',

  'balance.noTokens': 'No tienes {symbol}, así que no hay nada que vender.',
  'balance.insufficientTokens': 'Tienes {available}; esta venta necesita {required}.',
  'balance.insufficientSol': 'Esto necesita {required} con comisiones; tienes {available}.',

  'protection.legend': 'Protección de precio',
  'protection.slippage': 'Deslizamiento',
  'protection.explicit': 'Límite exacto',
  'protection.tolerance': 'Tolerancia de deslizamiento',
  'protection.custom': 'Otra',
  'protection.customLabel': 'Deslizamiento propio (%)',
  'protection.customHint': 'De 0 a 50 %.',
  'protection.hint.buy': 'La operación falla si no recibes al menos esta cantidad de tokens.',
  'protection.hint.buy-exact-out':
    'La operación falla si los tokens cuestan más que esto, comisión del socio incluida.',
  'protection.hint.sell':
    'La operación falla si no te quedan al menos estos SOL después de la comisión del socio.',
  'bound.label.buy': 'Mínimo de {symbol} recibidos',
  'bound.label.buy-exact-out': 'Máximo de SOL pagados',
  'bound.label.sell': 'Mínimo de SOL recibidos',
  'bound.slippageExactOut':
    'Deslizamiento {rate}: el servicio cotiza al ejecutar y paga como máximo el {share} del coste cotizado, comisión del socio incluida.',
  'bound.slippage.buy':
    'Deslizamiento {rate}: el servicio cotiza al ejecutar y exige al menos el {share} de los {symbol} cotizados.',
  'bound.slippage.sell':
    'Deslizamiento {rate}: el servicio cotiza al ejecutar y exige al menos el {share} de los SOL cotizados, después de la comisión del socio.',
  'bound.off': '{label}: 0 — sin protección frente a movimientos del precio.',
  'bound.explicit.buy': 'Mínimo de {symbol} recibidos: {value}.',
  'bound.explicit.buy-exact-out': 'Máximo de SOL pagados: {value}, comisión del socio incluida.',
  'bound.explicit.sell': 'Mínimo de SOL recibidos: {value}, después de la comisión del socio.',
  'bound.zeroWarning':
    '0 desactiva la protección de deslizamiento: la operación se ejecuta al precio que dé el mercado, por mucho que se haya movido.',

  'fees.speed': 'Velocidad: comisión de prioridad y propina',
  'fees.normal': 'Normal',
  'fees.fast': 'Rápida',
  'fees.turbo': 'Turbo',
  'fees.edit': 'Editar las comisiones',
  'fees.priorityFee': 'Comisión de prioridad',
  'fees.tip': 'Propina',
  'fees.atLeast': 'Al menos {min}.',
  'fees.priorityFeeTooLow': 'La comisión de prioridad debe ser de al menos {min}.',
  'fees.tipTooLow': 'La propina debe ser de al menos {min}.',

  'partnerFee.exact': 'Comisión del socio {rate} ≈ {amount}, estimada (de los SOL que gastas).',
  'partnerFee.atMost': 'Comisión del socio {rate} del coste en SOL, como máximo {amount}, estimada.',
  'partnerFee.atLeast': 'Comisión del socio {rate} de lo obtenido en SOL, al menos {amount}, estimada.',
  'partnerFee.rateOnly.sell': 'Comisión del socio {rate} de lo obtenido en SOL, conocida tras la operación.',
  'partnerFee.rateOnly.buy': 'Comisión del socio {rate} del coste en SOL, conocida tras la operación.',

  'summary.title': 'Antes de enviar',
  'summary.spend': 'Gastas',
  'summary.get': 'Recibes',
  'summary.sell': 'Vendes',
  'summary.exactly': '{amount}, exactos',
  'summary.bound': 'Límite enviado',
  'summary.partnerFee': 'Comisión del socio',
  'summary.networkFees': 'Comisiones de red',
  'summary.networkFeesLine':
    'Unos {total}: comisión de prioridad {priority}, propina {tip} y la comisión base, que se paga aunque la operación falle.',
  'summary.notValid': 'Aún no es válido: mira arriba.',

  // After sending: the steps, the outcome and the fills
  'noun.buy': 'Tu compra',
  'noun.sell': 'Tu venta',
  'noun.buy.mid': 'tu compra',
  'noun.sell.mid': 'tu venta',
  'step.submitted': 'Enviada',
  'step.confirmed': 'Confirmada en la red',
  'step.updated': 'Datos actualizados',
  'step.sending': 'Enviando…',
  'step.waitingNetwork': 'Esperando a la red…',
  'step.refreshing': 'Actualizando los datos…',
  'step.slow': 'Tarda más de lo esperado: aún puede confirmarse; seguimos comprobando.',
  'step.failedOnChain': 'Falló en la red; sus comisiones se pagaron.',
  'step.notDone': 'No se hizo: mira abajo.',
  'step.notConfirmedYet': 'Aún sin confirmar; dejamos de comprobar automáticamente.',
  'step.unknown': 'Resultado desconocido: mira abajo.',
  'step.progress': 'Progreso',
  'status.waiting': 'aún no',
  'status.current': 'en curso',
  'status.done': 'hecho',
  'status.failed': 'fallido',
  'status.unknown': 'desconocido',
  'announce.submitting': 'Enviando {nounMid}…',
  'announce.confirming': '{noun} se envió. Esperando a que la red la confirme.',
  'announce.updating': '{noun} está confirmada en la red. Actualizando los datos…',
  'announce.done': 'Hecho: {nounMid} está confirmada y los datos están al día.',
  'announce.failedOnChain': '{noun} falló en la red; sus comisiones se pagaron.',
  'announce.failed': '{noun} no se completó.',
  'announce.unknownSent': '{noun} aún no está confirmada. Todavía puede confirmarse.',
  'announce.unknown': 'El resultado de {nounMid} es desconocido.',
  'outcome.newTrade': 'Nueva operación',
  'outcome.check': 'Comprobar de nuevo',
  'outcome.checking': 'Comprobando…',
  'fills.bought': 'Confirmado: compraste {tokens} por {sol}.',
  'fills.sold': 'Confirmado: vendiste {tokens} por {sol}.',
  'fills.tokens': '{symbol} en tu billetera',
  'fills.sol': 'SOL en tu billetera, todo incluido',
  'fills.price': 'Precio del intercambio',
  'fills.pricePer': '{sol} por {symbol}',
  'fills.networkFee': 'Comisión de red',
  'fills.networkFeeTip': '{fee} (incluye la propina de {tip})',
  'fills.networkFeeAll': '{fee} (incluye la comisión de prioridad y la propina)',
  'fills.partnerFee': 'Comisión del socio',
  'fills.rent': 'Cuenta de token abierta',
  'fills.rentLine': '{rent} de alquiler, devuelto si cierras la cuenta',
  'fills.pool':
    'Ejecutada en el pool del token: había dejado su curva de vinculación mientras tu operación esperaba.',
  'fills.source': 'Leído de la transacción confirmada en la red.',
  'fills.readingFees': 'Leyendo de la red las comisiones que pagó…',
  'fills.feesPaid':
    'Comisiones pagadas de todos modos: {fee} (comisión de red con la de prioridad y la propina). Nada más se movió.',
  // A trade's errors (the catalogue's codes), and the buttons that follow them
  'error.generic': 'El servicio no pudo completar esta operación.',
  'error.generic.action': 'Revisa los datos y vuelve a intentarlo.',
  'error.busy': 'El servicio está ocupado ahora mismo.',
  'error.busy.action': 'No se envió nada. Tus datos se conservan; vuelve a enviar cuando pase la espera.',
  'error.down': 'No se puede contactar con el servicio ahora mismo.',
  'error.down.action':
    'Vuelve a intentarlo más tarde. Si no sabes si se completó, mira antes tu actividad reciente.',
  'error.connection': 'Tu conexión ha terminado. No se envió nada.',
  'error.connection.action': 'Vuelve a conectarte y envíala de nuevo.',
  'error.insufficient_scope': 'Tu conexión no incluye permiso para comprar y vender. No se envió nada.',
  'error.insufficient_scope.action':
    'Vuelve a conectarte y aprueba ese permiso en la pantalla de consentimiento.',
  'error.delegation_missing': 'El trading en 1 clic no está activado para tu billetera. No se envió nada.',
  'error.delegation_missing.action':
    'Activa el trading en 1 clic (delegación de billetera) en tu cuenta del servicio de lanzamiento y vuelve a intentarlo.',
  'error.tx_failed':
    'Tu operación falló en la red y no se ejecutó nada, pero la comisión de red, la de prioridad y la propina sí se pagaron.',
  'error.tx_failed.action': 'Revisa el precio y tu saldo antes de volver a intentarlo.',
  'error.tx_expired': 'La transacción caducó antes de llegar, así que no se completó.',
  'error.tx_expired.action': 'Vuelve a intentarlo; se creará una transacción nueva.',
  'error.insufficient_sol':
    'Tu billetera no tiene SOL suficiente para esta operación y sus comisiones. No se envió nada.',
  'error.insufficient_sol.action': 'Gasta menos o añade SOL a tu billetera.',
  'error.insufficient_tokens': 'No tienes suficientes {symbol}. No se envió nada.',
  'error.insufficient_tokens.action': 'Vende menos.',
  'error.missing_sell_token_account': 'No tienes {symbol}, así que no hay nada que vender. No se envió nada.',
  'error.missing_sell_token_account.action': 'Compra {symbol} primero.',
  'error.slippage_exceeded': 'El precio superó tu límite, así que no se ejecutó nada.',
  'error.slippage_exceeded.action':
    'Revisa la cantidad y vuelve a intentarlo con más deslizamiento o un límite más amplio.',
  'error.trade_cap_exceeded':
    'Esta compra supera lo que esta app permite en una sola operación. No se envió nada.',
  'error.trade_cap_exceeded.action': 'Compra una cantidad menor. Las ventas nunca tienen límite.',
  'error.daily_cap_exceeded': 'Has alcanzado el límite de compras de hoy en esta app. No se envió nada.',
  'error.daily_cap_exceeded.action':
    'Espera a que el límite se reinicie a las 00:00 UTC. Las ventas nunca tienen límite.',
  'error.buy_limit_exceeded':
    'Esta compra superaría el límite por billetera de {symbol} mientras cotiza en su curva de vinculación. No se envió nada.',
  'error.buy_limit_exceeded.action': 'Compra una cantidad menor.',
  'error.insufficient_liquidity':
    'No hay liquidez suficiente de {symbol} para una operación de este tamaño. No se envió nada.',
  'error.insufficient_liquidity.action': 'Prueba con una cantidad menor.',
  'error.curve_complete':
    'La curva de vinculación de {symbol} se completó mientras tu operación estaba en camino, así que no se ejecutó nada.',
  'error.curve_complete.action': 'El token pasa ahora a su pool; vuelve a operar cuando el pool abra.',
  'error.venue_stopped':
    'El trading de {symbol} está en pausa mientras el token pasa a su pool. No se envió nada.',
  'error.venue_stopped.action': 'Vuelve a intentarlo cuando su pool esté abierto.',
  'error.unknown_outcome': 'No pudimos saber si tu operación se completó.',
  'error.unknown_outcome.action':
    'No la envíes de nuevo a ciegas: podría hacerse dos veces. Comprueba de nuevo o mira tu actividad reciente.',
  'cta.retry': 'Reintentar',
  'cta.check': 'Comprobar de nuevo',
  'cta.activity': 'Ver tu actividad reciente',
  'cta.reconnect': 'Conectar de nuevo',
  'cta.buyFirst': 'Comprar primero',
  'cta.change': 'Cambiar la cantidad',
  'signature.label': 'Transacción',
  'signature.copy': 'Copiar',
  'signature.copied': 'Copiada',
  'signature.copyLabel': 'Copiar la firma de la transacción',
  'signature.copiedStatus': 'Firma copiada',
  // The pool wait, and the errors it ends in
  'venue.moving':
    'El token está pasando de su curva de vinculación a un pool; tu operación se enviará cuando abra.',
  'venue.pool_not_open': 'Su pool ya existe, pero aún no está abierto.',
  'venue.migration_pending': 'Su migración está terminando.',
  'venue.schedule':
    '{state} Todavía no se ha enviado nada. {countdown} (intento {attempt}); dejaremos de intentarlo dentro de {left}.',
  'venue.countdown': 'Próximo intento en {duration}',
  'venue.cancel': 'Dejar de esperar',
  'error.venue_cancelled': 'Dejaste de esperar a que abriera el pool del token. No se envió nada.',
  'error.venue_cancelled.action': 'Vuelve a intentarlo cuando quieras.',
  'error.venue_gave_up': 'El pool del token no había abierto tras {waited} de espera. No se envió nada.',
  'error.venue_gave_up.action': 'Vuelve a intentarlo en unos minutos.',
  // The last fill beside the exact bound (a past price)
  'lastFill.line': 'Última ejecución: {price} por {symbol}, {when}: un precio pasado, no una cotización.',
  'lastFill.under': 'menos de {price}',
  'lastFill.timeUnknown': 'hora desconocida',
  'lastFill.none': 'No hay ninguna operación reciente de {symbol} en la red para mostrar un precio pasado.',
  'lastFill.failed': 'Ahora mismo no se pudo leer de la red el precio de la última operación.',
  'lastFill.reading': 'Leyendo de la red el precio de la última operación…',
};

export default es;
