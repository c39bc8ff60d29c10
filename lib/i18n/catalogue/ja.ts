import type { Messages } from '../messages';

// ウィジェットの日本語の文言（en.ts とキーごとに対応）。

const ja: Messages = {
  percent: '{value}%',

  'widget.title': 'トレードウィジェット',
  'notice.notAllowed.title': 'ここでは取引できません',
  'notice.notAllowed.body':
    'このサイトはトレードウィジェットの埋め込みを許可されていません。ご自身のサイトであれば、ダッシュボードの運営者にオリジンを許可リストへ追加するよう依頼してください。',
  'notice.noToken.title': '取引するトークンがありません',
  'notice.noToken.body': 'ウィジェットの mint 属性がないか、Solana のアドレスではありません。',

  'connect.waiting': '開いたウィンドウで接続を完了してください。',
  'connect.redeeming': '接続しています…',
  'connect.disconnected':
    '接続を解除しました。このウィジェットはもうあなたのアカウントにアクセスできません。',
  'connect.connectedAs': '{name} として接続中',
  'connect.yourAccount': 'あなたのアカウント',
  'connect.disconnect': '接続を解除',
  'connect.disconnecting': '接続を解除しています…',
  'connect.denied': '同意画面で拒否したため、何も共有されていません。',
  'connect.busy': '現在サインインが集中しています。接続されていません。1 分後にもう一度お試しください。',
  'connect.unfinished': '接続が完了しませんでした。もう一度お試しください。',
  'connect.popupBlocked':
    'ブラウザがサインインウィンドウをブロックしました。このページのポップアップを許可して、もう一度「接続」を選んでください。',
  'connect.popupClosed': '接続が完了する前にサインインウィンドウが閉じられました。',

  'trade.title': '{symbol} を取引',
  'trade.titleUnknown': 'このトークンを取引',
  'trade.lede': '委任ウォレットで署名されます。約定はネットワークの承認後にチェーンから読み取ります。',
  'trade.tokens': 'トークン',
  'trade.token': 'トークン',
  'access.disconnected.title': '接続して取引',
  'access.disconnected.body':
    '取引は接続したアカウントで行われます。サービスの同意画面でこのアプリを承認すると、サービスが委任ウォレットで各取引に署名します。',
  'access.disconnected.action': '接続',
  'access.reconnect.title': '取引するには再接続してください',
  'access.reconnect.body': 'サービスとの接続が終了しました。',
  'access.reconnect.action': '再接続',
  'access.missing_scope.title': 'この接続では取引できません',
  'access.missing_scope.body':
    '接続時に「代わりに売買する」（trade:execute）の権限が付与されませんでした。再接続して同意画面で承認してください。ほかは何も変わりません。',
  'access.missing_scope.action': '取引の権限を付けて再接続',
  'access.tradingOff.title': 'ウォレットのワンクリック取引がオフです',
  'access.tradingOff.body':
    'サービスは委任ウォレットで取引に署名しますが、その委任がオフのため、どの取引も拒否されます。ローンチサービスのアカウントでワンクリック取引（ウォレットの委任）をオンにしてから、ここでもう一度確認してください。',
  'access.tradingOff.check': 'もう一度確認',
  'access.tradingOff.checking': '確認しています…',

  'side.tabs': '取引',
  'side.buy': '購入',
  'side.buy-exact-out': '数量指定で購入',
  'side.sell': '売却',
  'submit.buy': '{symbol} を購入',
  'submit.sell': '{symbol} を売却',

  'amount.label': '数量',
  'amount.hint.buy': '支払う SOL は指定どおりです。受け取る {symbol} は価格によって変わります。',
  'amount.hint.buy-exact-out': '受け取る {symbol} は指定どおりです。かかる SOL は価格によって変わります。',
  'amount.hint.sell': '売却する {symbol} は指定どおりです。受け取る SOL は価格によって変わります。',
  'amount.youHave': '保有：{held}',
  'amount.and': '{first}、{second}',
  'amount.max': '最大',
  'amount.maxLabel': '最大：{amount} をすべて使う',

  'amount.empty': '数量を入力してください。',
  'amount.negative': '数量はマイナスにできません。',
  'amount.exponent': '指数を使わず、普通の数字で入力してください。',
  'amount.malformed': '1.5 や 1,000 のような数を入力してください。カンマは 3 桁ごとの区切りにのみ使えます。',
  'amount.decimals': '小数点以下は {decimals} 桁までです。',
  'amount.wholeOnly': '整数を入力してください。この単位には小数がありません。',
  'amount.ambiguous':
    '「{text}」は {first} とも {second} とも読めます。桁区切りを使わず、小数の前には{decimal}を使って入力してください。',
  'amount.zero': '0 より大きい数量を入力してください。',
  'amount.decimalMark': '小数点',

  'balance.noTokens': '{symbol} を保有していないため、売却できるものがありません。',
  'balance.insufficientTokens': '保有は {available} です。この売却には {required} が必要です。',
  'balance.insufficientSol': '手数料込みで {required} が必要です。保有は {available} です。',

  'protection.legend': '価格保護',
  'protection.slippage': 'スリッページ',
  'protection.explicit': '上限・下限を指定',
  'protection.tolerance': 'スリッページ許容度',
  'protection.custom': 'カスタム',
  'protection.customLabel': 'カスタムのスリッページ（%）',
  'protection.customHint': '0〜50%。',
  'protection.hint.buy': '少なくともこの数のトークンを受け取れない場合、取引は失敗します。',
  'protection.hint.buy-exact-out':
    'トークンの費用がこれを超える場合（パートナー手数料込み）、取引は失敗します。',
  'protection.hint.sell': 'パートナー手数料を引いた後に少なくともこの SOL が残らない場合、取引は失敗します。',
  'bound.label.buy': '最低受取 {symbol}',
  'bound.label.buy-exact-out': '最大支払 SOL',
  'bound.label.sell': '最低受取 SOL',
  'bound.slippageExactOut':
    'スリッページ {rate}：サービスは実行時に見積もり、見積もり費用の {share} までを支払います（パートナー手数料込み）。',
  'bound.slippage.buy':
    'スリッページ {rate}：サービスは実行時に見積もり、見積もった {symbol} の少なくとも {share} を求めます。',
  'bound.slippage.sell':
    'スリッページ {rate}：サービスは実行時に見積もり、見積もった SOL（パートナー手数料の後）の少なくとも {share} を求めます。',
  'bound.off': '{label}：0 — 価格変動から保護されません。',
  'bound.explicit.buy': '最低受取 {symbol}：{value}。',
  'bound.explicit.buy-exact-out': '最大支払 SOL：{value}（パートナー手数料込み）。',
  'bound.explicit.sell': '最低受取 SOL：{value}（パートナー手数料の後）。',
  'bound.zeroWarning':
    '0 にするとスリッページ保護がオフになります。価格がどれだけ動いても、市場の価格で約定します。',

  'fees.speed': '速度：優先手数料とチップ',
  'fees.normal': '標準',
  'fees.fast': '高速',
  'fees.turbo': 'ターボ',
  'fees.edit': '手数料を編集',
  'fees.priorityFee': '優先手数料',
  'fees.tip': 'チップ',
  'fees.atLeast': '{min} 以上。',
  'fees.priorityFeeTooLow': '優先手数料は {min} 以上にしてください。',
  'fees.tipTooLow': 'チップは {min} 以上にしてください。',

  'partnerFee.exact': 'パートナー手数料 {rate} ≈ {amount}、見積もり（支払う SOL から）。',
  'partnerFee.atMost': 'パートナー手数料は SOL 費用の {rate}、最大 {amount}、見積もり。',
  'partnerFee.atLeast': 'パートナー手数料は SOL 受取額の {rate}、最低 {amount}、見積もり。',
  'partnerFee.rateOnly.sell': 'パートナー手数料は SOL 受取額の {rate}、取引後に確定します。',
  'partnerFee.rateOnly.buy': 'パートナー手数料は SOL 費用の {rate}、取引後に確定します。',

  'summary.title': '送信の前に',
  'summary.spend': '支払う',
  'summary.get': '受け取る',
  'summary.sell': '売却する',
  'summary.exactly': '{amount}（指定どおり）',
  'summary.bound': '送信する上限・下限',
  'summary.partnerFee': 'パートナー手数料',
  'summary.networkFees': 'ネットワーク手数料',
  'summary.networkFeesLine':
    '約 {total}：優先手数料 {priority}、チップ {tip}、基本手数料。取引が失敗しても支払われます。',
  'summary.notValid': 'まだ有効ではありません — 上をご覧ください。',
};

export default ja;
