/**
 * PII masking before the model (ADR 034): the note under a masked message, and the settings of an
 * application (/admin/applications) and of a tenant (/team).
 */
export const piiMaskingJa = {
  kinds: {
    email: 'メールアドレス',
    phone: '電話番号',
    myNumber: 'マイナンバー（個人番号）',
    card: 'クレジットカード番号',
    ngWord: 'NG ワード',
  },
  kindHelp: {
    email: 'taro@example.jp など',
    phone: '03-1234-5678、090-1234-5678、+81 90 1234 5678 など（全角も）',
    myNumber: '12 桁でチェックデジットが正しいもの',
    card: '13〜19 桁でカード会社の番号体系と Luhn チェックに合うもの',
  },
  counts: {
    email_one: 'メールアドレス {{count}}件',
    email_other: 'メールアドレス {{count}}件',
    phone_one: '電話番号 {{count}}件',
    phone_other: '電話番号 {{count}}件',
    myNumber_one: 'マイナンバー {{count}}件',
    myNumber_other: 'マイナンバー {{count}}件',
    card_one: 'カード番号 {{count}}件',
    card_other: 'カード番号 {{count}}件',
    ngWord_one: 'NG ワード {{count}}件',
    ngWord_other: 'NG ワード {{count}}件',
  },
  countSeparator: '、',
  note: '送信前にマスクしました: {{counts}}',
  noteStored: '送信前にマスクし、マスクしたまま保存しました: {{counts}}',
  spanTitle: '{{kind}}（AI に送る前にマスクしました）',
  settings: {
    lead: 'チェックした種類の個人情報と NG ワードは、AI のモデル（OpenAI 互換・Anthropic・オフライン）に送る前に [EMAIL]・[PHONE]・[MY_NUMBER]・[CARD]・[NG] に置き換えます。利用者には、どこをマスクしたかを表示します。',
    kindsLegend: 'マスクする個人情報',
    ngWords: 'NG ワード',
    ngWordsHelp:
      '1 行に 1 つ（最大 {{max}} 個、1 つ {{length}} 文字まで）。大文字・小文字、全角・半角を区別しません。英数字だけの語は単語として一致したときだけマスクします。',
    save: '保存',
    saved: 'マスクの設定を保存しました。',
    loadFailed: 'マスクの設定を読み込めませんでした。',
  },
  application: {
    open: 'マスク',
    openFor: '「{{name}}」の個人情報マスク',
    dialogTitle: '「{{name}}」の個人情報マスク',
    scope:
      'このアプリケーションのすべてのテナントに適用します。テナントは種類や NG ワードを追加できますが、ここでの設定を外すことはできません。',
  },
  tenant: {
    heading: 'AI に送る前の個人情報マスク',
    ownerOnly: 'この設定はオーナーだけが表示・変更できます。',
    fromApplication: 'アプリケーションで有効（外せません）',
    applicationWords_one: 'アプリケーションの NG ワード {{count}} 個も適用されます。',
    applicationWords_other: 'アプリケーションの NG ワード {{count}} 個も適用されます。',
    storeMasked: 'メッセージもマスクしたまま保存する',
    storeMaskedHelp:
      'オフのときは、送った本人には元の文章を表示し、マスクした箇所に印を付けます。オンにすると、これから送るメッセージは保存する文章からも個人情報を取り除きます（取り除いた部分は元に戻せません）。',
  },
}

export const piiMaskingEn: typeof piiMaskingJa = {
  kinds: {
    email: 'E-mail addresses',
    phone: 'Phone numbers',
    myNumber: 'My Numbers (個人番号)',
    card: 'Payment card numbers',
    ngWord: 'NG words',
  },
  kindHelp: {
    email: 'e.g. taro@example.jp',
    phone: 'e.g. 03-1234-5678, 090-1234-5678, +81 90 1234 5678 (full-width too)',
    myNumber: '12 digits with a correct check digit',
    card: '13–19 digits that match a card network and pass the Luhn check',
  },
  counts: {
    email_one: '{{count}} e-mail address',
    email_other: '{{count}} e-mail addresses',
    phone_one: '{{count}} phone number',
    phone_other: '{{count}} phone numbers',
    myNumber_one: '{{count}} My Number',
    myNumber_other: '{{count}} My Numbers',
    card_one: '{{count}} card number',
    card_other: '{{count}} card numbers',
    ngWord_one: '{{count}} NG word',
    ngWord_other: '{{count}} NG words',
  },
  countSeparator: ', ',
  note: 'Masked before sending: {{counts}}',
  noteStored: 'Masked before sending, and stored masked: {{counts}}',
  spanTitle: '{{kind}} (masked before it was sent to the AI)',
  settings: {
    lead: 'The kinds of personal data checked here and the NG words are replaced by [EMAIL], [PHONE], [MY_NUMBER], [CARD] and [NG] before anything is sent to the AI model (OpenAI-compatible, Anthropic or offline). Users see what was masked.',
    kindsLegend: 'Personal data to mask',
    ngWords: 'NG words',
    ngWordsHelp:
      'One per line (at most {{max}}, each up to {{length}} characters). Case and full-/half-width do not matter; a word of letters and digits only is masked as a whole word.',
    save: 'Save',
    saved: 'Masking settings saved.',
    loadFailed: 'Could not load the masking settings.',
  },
  application: {
    open: 'Masking',
    openFor: 'PII masking of “{{name}}”',
    dialogTitle: 'PII masking of “{{name}}”',
    scope:
      'Applies to every tenant of this application. Tenants can add kinds and NG words but cannot turn these off.',
  },
  tenant: {
    heading: 'Masking personal data before the AI',
    ownerOnly: 'Only owners can see and change this setting.',
    fromApplication: 'On for the application (cannot be turned off)',
    applicationWords_one: "The application's {{count}} NG word applies too.",
    applicationWords_other: "The application's {{count}} NG words apply too.",
    storeMasked: 'Also store messages masked',
    storeMaskedHelp:
      'Off: the author sees their original text, with the masked parts marked. On: messages sent from now on are stored with the personal data removed too (it cannot be recovered).',
  },
}
