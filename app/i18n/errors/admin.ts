/** What every part of the administrator console may answer: access, unreadable input, a failure. */
export const adminErrorsJa = {
  onlyAdmin: 'この操作はシステム管理者のみ行えます。管理者としてログインしてください。',
  signIn: 'ログインしてください。',
  serverError: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
  unknownOperation: '不明な操作です。',
  unstorableInput: '入力に扱えない文字または値が含まれています（制御文字、範囲外の数値など）。',
  unstorableValue: '入力に扱えない値が含まれています（範囲外の数値など）。',
  invalidInput: '入力が不正です',
  missingOrInvalid: '入力がないか、形式が正しくありません',
  /** The JSON API's summary of a bad form: `field: text` of each field, `、` between them. */
  checkFields: '入力を確認してください: {{fields}}',
  fieldSeparator: '、',
  // zod's own issues, which the shared schemas do not word.
  enterNumber: '数値を入力してください。',
  required: '入力してください。',
  atLeast: '{{minimum}} 以上にしてください。',
  atMost: '{{maximum}} 以下にしてください。',
  chooseOption: '選択肢から選んでください。',
  unknownFields: '不明な項目です: {{keys}}',
  invalidValue: '値が正しくありません。',
  // Schema messages shared by several areas.
  mustBeAtMostChars: '{{maximum}}文字以内にしてください',
  /** Names in a refusal: `「A」「B」`, or cut short `「A」「B」 ほか 3 件`. */
  quotedName: '「{{name}}」',
  /** A quoted name after the first: Japanese writes them side by side. */
  nextQuotedName: '「{{name}}」',
  listSeparator: '、',
  namesAndMore: '{{names}} ほか {{rest}} 件',
  invalidRange:
    '期間が正しくありません。from と to を YYYY-MM-DD で、from ≤ to、366 日以内で指定してください。',
}

export const adminErrorsEn: Record<keyof typeof adminErrorsJa, string> = {
  onlyAdmin: 'Only the system administrator can do this. Sign in as the administrator.',
  signIn: 'Sign in first.',
  serverError: 'Something went wrong on the server. Please try again later.',
  unknownOperation: 'Unknown operation.',
  unstorableInput:
    'The input contains a character or value that cannot be handled (a control character, a number out of range…).',
  unstorableValue: 'The input contains a value that cannot be handled (a number out of range…).',
  invalidInput: 'Invalid input',
  missingOrInvalid: 'is missing or not valid',
  checkFields: 'Check the input: {{fields}}',
  fieldSeparator: '; ',
  enterNumber: 'Enter a number.',
  required: 'This field is required.',
  atLeast: 'Must be at least {{minimum}}.',
  atMost: 'Must be at most {{maximum}}.',
  chooseOption: 'Choose one of the options.',
  unknownFields: 'Unknown fields: {{keys}}',
  invalidValue: 'This value is not valid.',
  mustBeAtMostChars: 'must be at most {{maximum}} characters',
  quotedName: '“{{name}}”',
  nextQuotedName: ', “{{name}}”',
  listSeparator: ', ',
  namesAndMore: '{{names}} and {{rest}} more',
  invalidRange: 'The range is not valid. Give from and to as YYYY-MM-DD, from ≤ to, at most 366 days.',
}
