/** Refusals of outgoing webhooks (app/server/webhooks, ADR 041). */
export const webhooksErrorsJa = {
  managersOnly: 'Webhook を設定できるのはオーナーと管理者だけです。',
  notFound: 'Webhook のエンドポイントが見つかりません。',
  deliveryNotFound: 'Webhook の配信記録が見つかりません。',
  urlInvalid:
    '{{url}} は URL ではありません。https:// で始まる URL を指定してください。何も保存していません。',
  urlTooLong: 'URL は {{max}} 文字までです。何も保存していません。',
  urlNotHttps:
    '{{url}} は https:// ではありません。Webhook の送信先は https:// の URL にしてください。何も保存していません。',
  urlCredentials: 'URL にユーザー名やパスワードを含めることはできません。何も保存していません。',
  urlPrivate:
    '{{url}} はループバック、プライベート、リンクローカルなどの公開されていないアドレス（{{address}}）を指しているため使えません。何も保存していません。',
  urlUnresolvable:
    '{{host}} の名前解決ができません。公開されている送信先を指定してください。何も保存していません。',
  eventsEmpty: '受け取るイベントを 1 つ以上選んでください。',
  eventUnknown: '不明なイベントです（使えるもの: {{values}}）',
  urlMissing: '送信先の URL を指定してください。',
  notText: '文字列で指定してください。',
  notSwitch: 'true か false で指定してください。',
  descriptionTooLong: '説明は {{maximum}} 文字までです。',
  tooManyEndpoints: 'Webhook のエンドポイントは 1 組織あたり {{max}} 件までです。',
}

export const webhooksErrorsEn: Record<keyof typeof webhooksErrorsJa, string> = {
  managersOnly: 'Only owners and admins can set up webhooks.',
  notFound: 'No such webhook endpoint.',
  deliveryNotFound: 'No such webhook delivery.',
  urlInvalid: '{{url}} is not a URL: give one starting with https://. Nothing was saved.',
  urlTooLong: 'The URL is at most {{max}} characters long. Nothing was saved.',
  urlNotHttps: '{{url}} is not https://: webhooks are sent to https:// URLs only. Nothing was saved.',
  urlCredentials: 'The URL may not contain a user name or password. Nothing was saved.',
  urlPrivate:
    '{{url}} points to an address that is not public ({{address}}: loopback, private, link-local or the like), so it cannot be used. Nothing was saved.',
  urlUnresolvable: '{{host}} does not resolve: give a public receiver. Nothing was saved.',
  eventsEmpty: 'choose at least one event to receive.',
  eventUnknown: 'not an event (known: {{values}})',
  urlMissing: 'give the URL to send to.',
  notText: 'must be text.',
  notSwitch: 'must be true or false.',
  descriptionTooLong: 'at most {{maximum}} characters.',
  tooManyEndpoints: 'An organisation has at most {{max}} webhook endpoints.',
}
