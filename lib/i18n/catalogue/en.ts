// The widget's words in English: with en-after.ts, the catalogue every other language translates key for
// key (the completeness test holds them to it). `{name}` is filled in when the sentence is said. English is
// the default, bundled with the panel (what comes after a send, en-after.ts, with the outcome's code); the
// other languages are loaded on the server, only for a widget that speaks them.

export const en = {
  percent: '{value}%',

  // The widget's page and its notices
  'notice.notAllowed.title': 'Trading is not available here',
  'notice.notAllowed.body':
    'This site is not allowed to embed the trade widget. If it is yours, ask the dashboard’s operator to add its origin to the allowed list.',
  'notice.noToken.title': 'No token to trade',
  'notice.noToken.body': 'The widget’s mint attribute is missing or is not a Solana address.',

  // Connecting inside the widget
  'connect.waiting': 'Finish connecting in the window that opened.',
  'connect.redeeming': 'Connecting…',
  'connect.disconnected': 'Disconnected. This widget no longer holds access to your account.',
  'connect.connectedAs': 'Connected as {name}',
  'connect.yourAccount': 'your account',
  'connect.disconnect': 'Disconnect',
  'connect.disconnecting': 'Disconnecting…',
  'connect.denied': 'You declined on the consent screen, so nothing was shared.',
  'connect.busy': 'Too many sign-ins right now. Nothing was connected. Try again in a minute.',
  'connect.unfinished': 'Connecting did not finish. Try again.',
  'connect.popupBlocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this page and select Connect again.',
  'connect.popupClosed': 'The sign-in window was closed before connecting.',

  // The trade panel
  'trade.title': 'Trade {symbol}',
  'trade.titleUnknown': 'Trade this token',
  'trade.lede': 'Signed by your delegated wallet; the fills are read from the network once it confirms.',
  'trade.tokens': 'tokens',
  'trade.token': 'token',
  'access.disconnected.title': 'Connect to trade',
  'access.disconnected.body':
    'Trades are made for a connected account: you approve this app on the service’s consent screen, and the service signs each trade with your delegated wallet.',
  'access.disconnected.action': 'Connect',
  'access.reconnect.title': 'Connect again to trade',
  'access.reconnect.body': 'Your connection to the service has ended.',
  'access.reconnect.action': 'Connect again',
  'access.missing_scope.title': 'Trading is not allowed for this connection',
  'access.missing_scope.body':
    'When you connected, the permission “Buy and sell for you” (trade:execute) was not granted. Reconnect and approve it on the consent screen; nothing else changes.',
  'access.missing_scope.action': 'Reconnect with the trade permission',
  'access.tradingOff.title': '1-click trading is off for your wallet',
  'access.tradingOff.body':
    'The service signs trades with your delegated wallet, and that delegation is turned off, so any trade would be refused. Turn on 1-click trading (wallet delegation) in your account on the launch service, then check again here.',
  'access.tradingOff.check': 'Check again',
  'access.tradingOff.checking': 'Checking…',

  'side.tabs': 'Trade',
  'side.buy': 'Buy',
  'side.buy-exact-out': 'Buy exact out',
  'side.sell': 'Sell',
  'submit.buy': 'Buy {symbol}',
  'submit.sell': 'Sell {symbol}',

  'amount.label': 'Amount',
  'amount.hint.buy': 'The SOL you spend, exactly; the {symbol} you get depends on the price.',
  'amount.hint.buy-exact-out': 'The {symbol} you get, exactly; the SOL it costs depends on the price.',
  'amount.hint.sell': 'The {symbol} you sell, exactly; the SOL you get depends on the price.',
  'amount.youHave': 'You have {held}',
  'amount.and': '{first} and {second}',
  'amount.max': 'Max',
  'amount.maxLabel': 'Max: use all {amount}',

  // Amounts as typed
  'amount.empty': 'Enter an amount.',
  'amount.negative': 'The amount cannot be negative.',
  'amount.exponent': 'Write the amount in plain digits, without an exponent.',
  'amount.malformed': 'Enter a number such as 1.5 or 1,000; commas may only separate groups of three digits.',
  'amount.decimals': 'Use at most {decimals} decimal places.',
  'amount.wholeOnly': 'Enter a whole number; this unit has no decimal places.',
  'amount.ambiguous':
    '“{text}” could be read as {first} or {second}. Write it without thousands separators, with {decimal} before the decimals.',
  'amount.zero': 'Enter an amount above 0.',
  'amount.decimalMark': 'a dot',

  'balance.noTokens': 'You hold no {symbol}, so there is nothing to sell.',
  'balance.insufficientTokens': 'You hold {available}; this sells {required}.',
  'balance.insufficientSol': 'This needs {required} with fees; you have {available}.',

  // Price protection
  'protection.legend': 'Price protection',
  'protection.slippage': 'Slippage',
  'protection.explicit': 'Exact bound',
  'protection.tolerance': 'Slippage tolerance',
  'protection.custom': 'Custom',
  'protection.customLabel': 'Custom slippage (%)',
  'protection.customHint': 'From 0 to 50%.',
  'protection.hint.buy': 'The trade fails unless you get at least this many tokens.',
  'protection.hint.buy-exact-out': 'The trade fails if the tokens cost more than this, partner fee included.',
  'protection.hint.sell': 'The trade fails unless you keep at least this much SOL after the partner fee.',
  'bound.label.buy': 'Minimum {symbol} out',
  'bound.label.buy-exact-out': 'Maximum SOL in',
  'bound.label.sell': 'Minimum SOL out',
  'bound.slippageExactOut':
    'Slippage {rate}: the service quotes when it executes and pays at most {share} of its quoted cost, partner fee included.',
  'bound.slippage.buy':
    'Slippage {rate}: the service quotes when it executes and requires at least {share} of the {symbol} it quotes.',
  'bound.slippage.sell':
    'Slippage {rate}: the service quotes when it executes and requires at least {share} of the SOL it quotes, after the partner fee.',
  'bound.off': '{label}: 0 — no protection against price moves.',
  'bound.explicit.buy': 'Minimum {symbol} out: {value}.',
  'bound.explicit.buy-exact-out': 'Maximum SOL in: {value}, partner fee included.',
  'bound.explicit.sell': 'Minimum SOL out: {value}, after the partner fee.',
  'bound.zeroWarning':
    '0 turns slippage protection off: the trade fills at whatever price the market gives, however far it has moved.',

  // Fees
  'fees.speed': 'Speed: priority fee and tip',
  'fees.normal': 'Normal',
  'fees.fast': 'Fast',
  'fees.turbo': 'Turbo',
  'fees.edit': 'Edit the fees',
  'fees.priorityFee': 'Priority fee',
  'fees.tip': 'Tip',
  'fees.atLeast': 'At least {min}.',
  'fees.priorityFeeTooLow': 'The priority fee must be at least {min}.',
  'fees.tipTooLow': 'The tip must be at least {min}.',

  'partnerFee.exact': 'Partner fee {rate} ≈ {amount}, estimate (out of the SOL you spend).',
  'partnerFee.atMost': 'Partner fee {rate} of the SOL cost, at most {amount}, estimate.',
  'partnerFee.atLeast': 'Partner fee {rate} of the SOL proceeds, at least {amount}, estimate.',
  'partnerFee.rateOnly.sell': 'Partner fee {rate} of the SOL proceeds, known after the trade.',
  'partnerFee.rateOnly.buy': 'Partner fee {rate} of the SOL cost, known after the trade.',

  // Before sending
  'summary.title': 'Before you send',
  'summary.spend': 'You spend',
  'summary.get': 'You get',
  'summary.sell': 'You sell',
  'summary.exactly': '{amount}, exactly',
  'summary.bound': 'Bound sent',
  'summary.partnerFee': 'Partner fee',
  'summary.networkFees': 'Network fees',
  'summary.networkFeesLine':
    'About {total}: priority fee {priority}, tip {tip} and the base fee, paid even if the trade fails.',
  'summary.notValid': 'Not valid yet — see above.',
} as const;
