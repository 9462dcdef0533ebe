/** The JSON API's refusals of a request as such: its body, its caller, its query. */
export const httpErrorsJa = {
  unauthenticated: 'ログインしてください。',
  unstorableInput: '入力に扱えない文字または値が含まれています（制御文字、範囲外の数値など）。',
  /** `field`: ` (path)` of the value, or empty. */
  unstorableAt: '$t(errors.common.unstorable){{field}}',
  payloadTooLarge: 'リクエストが大きすぎます。',
  invalidJson: 'リクエスト本文が JSON ではありません。JSON のオブジェクトを送ってください。',
  crossSite: '別のサイトからのリクエストは受け付けられません。',
  malformedRequest: 'リクエストの形式が正しくありません。ページを再読み込みしてからもう一度お試しください。',
  noSuchStylesheet: 'このスタイルシートはありません',
  noSuchMessages: 'その言語のメッセージはありません',
  systemAdminNoChat:
    'チャットは組織のメンバーとしてログインしてご利用ください。システム管理者のセッションでは利用できません。',
  databaseUnavailable: 'データベースに一時的に接続できません。しばらくしてからもう一度お試しください。',
  serverDraining: 'このサーバーは停止処理中です。もう一度お試しください（別のサーバーが応答します）。',
  modelUnavailable: 'AI モデルの設定に誤りがあるため応答できません。管理者にお問い合わせください。',
  internal: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
  noSuchEndpoint: 'そのような API はありません。',
  noSuchPictureItem: 'そのような画像の項目はありません。',
  noSuchPicture: 'この画像はありません。',
  ownersOnlyBrand: 'ブランドの表示名とロゴを変更できるのは組織のオーナーだけです。',
  sendContent: '{"content": "…"} の形で送ってください。',
  threadIdNotString: 'threadId は文字列で指定してください。',
  actionUnknown: 'action は "regenerate" か "edit" で指定してください。',
  regenerateTakesNoContent: 'regenerate では content を送らないでください（変更するには "edit"）。',
  contentNotString: 'content は文字列で指定してください。',
  feedbackInput:
    '{"rating": "up" または "down", "reason": "wrong"・"outdated"・"unhelpful"・"other"（低評価のときのみ・省略可）, "comment": {{max}} 文字以内（省略可）} の形で送ってください。',
  threadQuery:
    '検索条件が正しくありません。kind は {{kindsJa}} のいずれか、q は {{max}} 文字以内、limit は 1〜200 です。',
  keywordNeedsKind: 'keyword には kind が必要です。',
  balanceQuery:
    'チャットを指定するときは kind（{{kindsJa}} のいずれか）と keyword の両方を指定してください。',
  titleBody: '{"title": "…"} の形で、タイトルを 1〜{{max}} 文字で送ってください。',
  exportQuery:
    'format には markdown か json を、lang には ja か en を指定してください（例: ?format=markdown）。',
  stripeDisabledCard: 'カード決済は利用できません。請求書払いをご利用ください。',
  stripeNotConfigured: 'Stripe 決済は設定されていません。',
  invalidSignature: 'Webhook の署名を確認できませんでした。',
  memberSignIn: '組織のメンバーとしてログインしてください。',
  invalidRange:
    '期間が正しくありません。from と to を YYYY-MM-DD で、from ≤ to、366 日以内で指定してください。',
}

export const httpErrorsEn: Record<keyof typeof httpErrorsJa, string> = {
  unauthenticated: 'Sign in first.',
  unstorableInput:
    'The input contains a character or value that cannot be handled (a control character, a number out of range…).',
  unstorableAt: '$t(errors.common.unstorable){{field}}',
  payloadTooLarge: 'The request body is too large.',
  invalidJson: 'The request body is not JSON. Send a JSON object.',
  crossSite: 'Requests from another site are not accepted.',
  malformedRequest: 'The request is malformed. Reload the page and try again.',
  noSuchStylesheet: 'There is no such stylesheet',
  noSuchMessages: 'There are no messages for that language',
  systemAdminNoChat:
    'Chats are for members of an organisation; a system administrator session cannot use them.',
  databaseUnavailable: 'The database is unavailable for a moment. Please try again shortly.',
  serverDraining: 'This server is shutting down. Please try again (another server will answer).',
  modelUnavailable:
    'The AI model is misconfigured, so no reply is possible. Please contact your administrator.',
  internal: 'Something went wrong on the server. Please try again later.',
  noSuchEndpoint: 'No such API endpoint.',
  noSuchPictureItem: 'There is no such picture.',
  noSuchPicture: 'There is no such picture.',
  ownersOnlyBrand: 'Only an owner of the organisation can change its name and logo.',
  sendContent: 'Send {"content": "…"}.',
  threadIdNotString: 'threadId must be a string.',
  actionUnknown: 'action must be "regenerate" or "edit".',
  regenerateTakesNoContent: 'regenerate takes no content (use "edit" to change the message).',
  contentNotString: 'content must be a string.',
  feedbackInput:
    'Send {"rating": "up" or "down", "reason": "wrong", "outdated", "unhelpful" or "other" (thumbs down only, optional), "comment": at most {{max}} characters (optional)}.',
  threadQuery: 'Invalid query: kind must be one of {{kindsEn}}, q at most {{max}} characters, limit 1-200.',
  keywordNeedsKind: 'keyword needs a kind.',
  balanceQuery: 'To name a chat, give both kind (one of {{kindsEn}}) and keyword.',
  titleBody: 'Send {"title": "…"} with a title of 1-{{max}} characters.',
  exportQuery: 'format must be markdown or json, and lang ja or en (for example ?format=markdown).',
  stripeDisabledCard: 'Card payment is not available here. Request an invoice instead.',
  stripeNotConfigured: 'Stripe payments are not configured on this server.',
  invalidSignature: 'The webhook signature could not be verified.',
  memberSignIn: 'Sign in as a member of an organisation.',
  invalidRange: 'The range is not valid. Give from and to as YYYY-MM-DD, from ≤ to, at most 366 days.',
}
