/**
 * Model prices (ADR 028): what a model costs in credits per 1,000 input and output tokens, per
 * application or as the system default, set on /admin/applications, by its JSON API and by
 * `opsai apps price`.
 */
export const modelPricesErrorsJa = {
  weightNotNumber: '数値を入力してください（1,000 トークンあたりのクレジット）。',
  weightNegative: '0 以上にしてください。',
  weightTooLarge: '1,000,000 以下にしてください。',
  weightDecimals: '小数点以下は 4 桁までにしてください。',
  modelRequired: 'モデル ID を入力してください（すべてのモデルには * を指定します）。',
  modelTooLong: 'モデル ID は 200 文字以内にしてください。',
  modelOneLine: 'モデル ID に改行や制御文字は使えません。',
  modelWildcard:
    '* は単独で指定してください（すべてのモデルの料金）。「gpt-*」のような部分一致はできません。',
  unknownFields: '料金に指定できる項目は model・inputCreditsPer1k・outputCreditsPer1k だけです。',
  unknownApplication:
    'アプリケーション "{{key}}" はありません。システムの既定の料金は "default" で指定してください。',
  /** `scopeJa`: the application's name in 「」, or システムの既定. */
  noSuchPrice: '{{scopeJa}}にはモデル "{{model}}" の料金がありません。',
  systemDefaultScope: 'システムの既定',
  applicationScope: 'アプリケーション「{{name}}」',
}

export const modelPricesErrorsEn: Record<keyof typeof modelPricesErrorsJa, string> = {
  weightNotNumber: 'Enter a number (credits per 1,000 tokens).',
  weightNegative: 'Must be 0 or more.',
  weightTooLarge: 'Must be at most 1,000,000.',
  weightDecimals: 'Use at most 4 decimal places.',
  modelRequired: 'Enter a model id (* prices every model).',
  modelTooLong: 'A model id is at most 200 characters.',
  modelOneLine: 'A model id cannot contain line breaks or control characters.',
  modelWildcard:
    'Use * on its own (the price of every model); partial patterns such as “gpt-*” are not supported.',
  unknownFields: 'A price takes only model, inputCreditsPer1k and outputCreditsPer1k.',
  unknownApplication: 'Unknown application "{{key}}". Use "default" for the system default prices.',
  noSuchPrice: '{{scopeEn}} has no price for the model "{{model}}".',
  systemDefaultScope: 'The system default',
  applicationScope: 'The application “{{name}}”',
}
