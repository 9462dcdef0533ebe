/**
 * The `opsai` CLI's own texts: what it prints and refuses, beyond the services' errors (those come
 * worded from the error catalogue). Server-side like the mail catalogue; the CLI prints Japanese
 * first and English second (`cli/lib/text.ts`). Keys: `cli.<area>.<name>`.
 */
export const cliJa = {
  common: {
    invalidOptions: 'オプションが不正です',
    unexpectedError: '予期しないエラー',
    optionsTogether: '{{first}} と {{second}} は両方指定してください',
    optionsExclusive: '{{first}} と {{second}} は同時に指定できません',
    noSuchFile: 'ファイルがありません',
    environmentName: '環境変数名にしてください',
    environmentUnset: '環境変数 {{name}} が設定されていません',
    portNumber: 'ポート番号を指定してください',
    portRange: '1〜65535 で指定してください',
    yearMonth: 'YYYY-MM 形式にしてください',
    wholeTokens: '正の整数で指定してください',
    positive: '正の値にしてください',
    notEmpty: '空にできません',
  },
  apps: {
    brandUpdated: 'ブランドを更新しました:',
    priceSet: '{{scope}} のモデル料金を設定しました:',
    priceRemoved: '{{scope}} のモデル {{model}} の料金を削除しました',
  },
  kb: {
    noSuchFile: 'ファイル {{path}} がありません',
    someFailed: '{{count}} 件のドキュメントを読み込めませんでした（理由は上に表示しています）',
  },
  domains: {
    doesNotResolve: '"{{host}}" の名前解決ができません。先に DNS をこのサーバーに向けてください',
    noAnswer: '{{url}} から応答がありません（{{reason}}）',
    noToken: '{{url}} の応答（{{status}}）にトークンがありません。このホストはこのサーバーに届いていません',
    noVerificationToken: '"{{host}}" に確認トークンがありません。opsai domains map で割り当て直してください',
  },
  server: {
    building: 'アプリをビルドしています…',
    shuttingDown: '{{signal}}: 停止しています…',
    adminCreated: 'システム管理者を作成しました:',
  },
  tenantAccess: {
    listSet: '{{slug}} は次の範囲からのみ利用できます（稼働中のサーバーには 1 秒ほどで反映されます）:',
    listShown: '{{slug}} は次の範囲からのみ利用できます:',
    listCleared: '{{slug}} の IP アドレスの制限を解除しました。どこからでも利用できます。',
    listEmpty: '{{slug}} には IP アドレスの制限がありません。どこからでも利用できます。',
    unchanged: '（変更なし）',
    sessions: '{{slug}} のセッション: 有効期間 {{lifetime}}、無操作での終了 {{idle}}',
    lifetimeDefault: 'プラットフォームの既定',
    lifetimeHours: '{{hours}} 時間',
    idleNone: 'なし',
    idleMinutes: '{{minutes}} 分',
    noneOrNumber: '数値か none を指定してください',
  },
  themes: {
    keyTaken: 'このキーのテーマは既にあります',
    keyReserved: '固定のページパスと重なるため使えません',
    notAdded: 'テーマは追加されていません（何も書き込んでいません）:',
    added: 'テーマ {{key}} ({{name}}) を追加しました:',
    allFine: '{{count}} 件のテーマに問題はありません',
    problems: 'テーマに {{count}} 件の問題があります: {{keys}}',
    count: '{{count}} 件のテーマ',
  },
}

export type CliMessages = typeof cliJa

export const cliEn: CliMessages = {
  common: {
    invalidOptions: 'Invalid options',
    unexpectedError: 'Unexpected error',
    optionsTogether: 'Give {{first}} and {{second}} together',
    optionsExclusive: '{{first}} and {{second}} cannot be used together',
    noSuchFile: 'no such file',
    environmentName: 'must be an environment variable name',
    environmentUnset: 'the variable is not set',
    portNumber: 'must be a port number',
    portRange: 'must be 1–65535',
    yearMonth: 'must be YYYY-MM',
    wholeTokens: 'must be a positive whole number of tokens',
    positive: 'must be positive',
    notEmpty: 'must not be empty',
  },
  apps: {
    brandUpdated: 'Updated brand identity:',
    priceSet: 'Set a model price of {{scope}}:',
    priceRemoved: 'Removed the price of the model {{model}} from {{scope}}',
  },
  kb: {
    noSuchFile: 'No file at {{path}}',
    someFailed: '{{count}} document(s) could not be read (the reasons are shown above)',
  },
  domains: {
    doesNotResolve: '"{{host}}" does not resolve: point its DNS at this server first',
    noAnswer: '{{url}} did not answer ({{reason}})',
    noToken: '{{url}} answered {{status}} without the token: the host does not reach this deployment',
    noVerificationToken: '"{{host}}" has no verification token: map it again with opsai domains map',
  },
  server: {
    building: 'Building the app (vite build)…',
    shuttingDown: '{{signal}}: shutting down…',
    adminCreated: 'System administrator created:',
  },
  tenantAccess: {
    listSet: '{{slug}} can be used only from these ranges (running servers follow within a second):',
    listShown: '{{slug}} can be used only from these ranges:',
    listCleared: '{{slug}} has no IP allow-list any more: it can be used from anywhere.',
    listEmpty: '{{slug}} has no IP allow-list: it can be used from anywhere.',
    unchanged: '(unchanged)',
    sessions: '{{slug}} sessions: lifetime {{lifetime}}, idle timeout {{idle}}',
    lifetimeDefault: 'the platform default',
    lifetimeHours: '{{hours}} h',
    idleNone: 'none',
    idleMinutes: '{{minutes}} min',
    noneOrNumber: 'must be a number or none',
  },
  themes: {
    keyTaken: 'already taken by a theme',
    keyReserved: 'reserved by a fixed page path',
    notAdded: 'Theme not added; nothing was written:',
    added: 'Added theme {{key}} ({{name}}):',
    allFine: '{{count}} themes OK',
    problems: '{{count}} theme problem(s) in: {{keys}}',
    count: '{{count}} themes',
  },
}
