/** Refusals of embeddable chat widgets: their settings and their visitors' turns (app/server/widgets, ADR 040). */
export const widgetsErrorsJa = {
  managersOnly: 'ウィジェットを管理できるのはオーナーと管理者だけです。',
  notFound: 'ウィジェット {{id}} は見つかりません。',
  otherTenant: 'ウィジェット {{id}} はこのサイトの組織のものではありません。',
  disabled: 'このウィジェットは現在停止しています。',
  originNotAllowed: '{{origin}} からはこのウィジェットを使えません。',
  originInvalid:
    '{{origin}} はオリジンとして正しくありません。https://example.com のように、スキーム・ホスト・ポートだけを指定してください（http はローカルホストのみ）。何も変更していません。',
  originsEmpty: '許可するオリジンを 1 つ以上指定してください。何も変更していません。',
  originsTooMany: '許可するオリジンは {{max}} 件までです。何も変更していません。',
  chatInvalid:
    'チャット {{chat}} の指定が正しくありません。chat、custom:キーワード、faq:キーワード、ops:キーワード のいずれかで指定してください。',
  chatUnavailable: 'チャット {{chat}} はこの組織では使えません。何も変更していません。',
  nameInvalid: 'ウィジェット名は 1〜{{max}} 文字で指定してください。何も変更していません。',
  greetingInvalid: 'あいさつ文は日本語・英語とも 1〜{{max}} 文字で指定してください。何も変更していません。',
  positionInvalid: '表示位置は bottom-right か bottom-left を指定してください。何も変更していません。',
  accentInvalid: 'アクセントカラーは #1a2b3c の形式で指定してください。何も変更していません。',
  capInvalid: '上限は 1〜{{max}} の整数で指定してください。何も変更していません。',
  visitorInvalid: '訪問者 ID が正しくありません。ページを再読み込みしてください。',
  visitorCapReached: '本日送信できるメッセージの上限（{{cap}} 件）に達しました。明日またお試しください。',
  dailyCapReached: 'このウィジェットは本日のメッセージ上限に達しました。明日またお試しください。',
}

export const widgetsErrorsEn: Record<keyof typeof widgetsErrorsJa, string> = {
  managersOnly: 'Only owners and admins can manage widgets.',
  notFound: 'Widget {{id}} was not found.',
  otherTenant: 'Widget {{id}} does not belong to the organisation of this site.',
  disabled: 'This widget is switched off.',
  originNotAllowed: 'This widget cannot be used from {{origin}}.',
  originInvalid:
    '{{origin}} is not a valid origin. Give the scheme, host and port only, like https://example.com (http only for localhost). Nothing was changed.',
  originsEmpty: 'Give at least one allowed origin. Nothing was changed.',
  originsTooMany: 'At most {{max}} allowed origins. Nothing was changed.',
  chatInvalid: 'Chat {{chat}} is not valid: use chat, custom:<keyword>, faq:<keyword> or ops:<keyword>.',
  chatUnavailable: 'Chat {{chat}} is not available to this organisation. Nothing was changed.',
  nameInvalid: 'The widget name must be 1 to {{max}} characters. Nothing was changed.',
  greetingInvalid:
    'The greetings (Japanese and English) must be 1 to {{max}} characters each. Nothing was changed.',
  positionInvalid: 'The position must be bottom-right or bottom-left. Nothing was changed.',
  accentInvalid: 'The accent colour must look like #1a2b3c. Nothing was changed.',
  capInvalid: 'A cap must be a whole number from 1 to {{max}}. Nothing was changed.',
  visitorInvalid: 'The visitor id is not valid. Reload the page.',
  visitorCapReached: 'You have reached today’s limit of {{cap}} messages. Please try again tomorrow.',
  dailyCapReached: 'This widget has reached today’s message limit. Please try again tomorrow.',
}
