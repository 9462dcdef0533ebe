/**
 * PII masking before the model (issue 19, ADR 034): an application's settings on
 * /admin/applications and `opsai apps masking`, a tenant's on /team, and their JSON APIs.
 */
export const piiMaskingErrorsJa = {
  kindsNotList: 'マスクする種類は email・phone・myNumber・card の配列で指定してください。',
  unknownKind: 'マスクする種類は email・phone・myNumber・card から選んでください。',
  ngWordsNotList: 'NG ワードは文字列の配列で指定してください。',
  ngWordEmpty: '空の NG ワードは登録できません。',
  ngWordTooLong: 'NG ワードは 1 つ {{maximum}} 文字以内にしてください。',
  ngWordOneLine: 'NG ワードに改行や制御文字は使えません。',
  tooManyNgWords: 'NG ワードは {{maximum}} 個までです。',
  storeMaskedNotBoolean: 'storeMasked には true か false を指定してください。',
  unknownFields: 'マスクの設定に指定できる項目は kinds・ngWords（テナントは storeMasked も）だけです。',
  unknownApplication: 'アプリケーション "{{key}}" はありません。',
  tenantNotFound: 'テナントが見つかりません。',
  ownersOnly: '個人情報のマスク設定を変更できるのはオーナーだけです。',
}

export const piiMaskingErrorsEn: Record<keyof typeof piiMaskingErrorsJa, string> = {
  kindsNotList: 'Give the kinds to mask as a list of email, phone, myNumber and card.',
  unknownKind: 'The kinds to mask are email, phone, myNumber and card.',
  ngWordsNotList: 'Give the NG words as a list of texts.',
  ngWordEmpty: 'An NG word cannot be empty.',
  ngWordTooLong: 'Each NG word may be at most {{maximum}} characters.',
  ngWordOneLine: 'An NG word cannot contain line breaks or control characters.',
  tooManyNgWords: 'At most {{maximum}} NG words.',
  storeMaskedNotBoolean: 'storeMasked must be true or false.',
  unknownFields: 'Masking settings take only kinds and ngWords (and, for a tenant, storeMasked).',
  unknownApplication: 'There is no application "{{key}}".',
  tenantNotFound: 'No such tenant.',
  ownersOnly: 'Only an owner can change the masking of personal data.',
}
