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
    maskingSet: '{{key}} の個人情報マスクを設定しました:',
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
    draining:
      '{{signal}}: 新しいリクエストを断り、開いているストリーム {{streams}} 件の終了を最長 {{seconds}} 秒待ちます（もう一度送ると直ちに停止します）…',
    drainTimedOut: '{{seconds}} 秒を過ぎました: 開いているストリーム {{streams}} 件を打ち切ります',
    releasedAtShutdown: '確定していなかったトークンの予約 {{count}} 件を解放しました',
    hurrying: '{{signal}}: 待たずに停止します',
    adminCreated: 'システム管理者を作成しました:',
    adminFromEnvironment:
      'システム管理者 {{email}} を作成しました。/admin/login で OPSAI_ADMIN_PASSWORD のパスワードでサインインしてください',
    noAdminYet:
      'システム管理者がいません。npx opsai admin create --email <メール> --name <名前> で作成してください（パスワードは入力を求めます）。または OPSAI_ADMIN_EMAIL と OPSAI_ADMIN_PASSWORD を設定して起動し直してください',
    productionNoDemo: '本番モード (NODE_ENV=production): デモデータは投入しません',
  },
  password: {
    prompt: 'パスワード',
    again: 'パスワード（確認）',
    mismatch: '2 回の入力が一致しません（何も書き込んでいません）',
    cancelled: 'パスワードの入力を中止しました（何も書き込んでいません）',
    noInput:
      'パスワードがありません。端末で実行して入力するか、--password-stdin で標準入力から渡してください',
    emptyStdin: '標準入力にパスワードがありません (--password-stdin)',
    notAnArgument:
      '{{option}} は使えません: コマンドライン引数のパスワードは ps やシェルの履歴に残ります。端末で入力するか、--password-stdin で標準入力から渡してください',
    stdinNeedsOwner: '--password-stdin はオーナーのパスワード用です。--owner-email も指定してください',
  },
  secrets: {
    keyGenerated:
      'OPSAI_SECRET_KEY が未設定のため、保存する秘密情報（API キーなど）の暗号鍵を生成し {{path}} に保存しました（権限 0600、開発用）。本番では OPSAI_SECRET_KEY を設定してください',
    sealedAtStart: '平文のまま保存されていた秘密情報 {{count}} 件を暗号化しました（{{sites}}）',
    rotated: '保存されている秘密情報を鍵 ID {{from}} から鍵 ID {{to}} へ暗号化し直しました:',
    siteLine:
      '{{site}}: 再暗号化 {{reEncrypted}} 件、平文から暗号化 {{sealedFromPlaintext}} 件、新しい鍵で暗号化済み {{alreadyNew}} 件',
    total: '合計 {{count}} 件',
    swapEnvironment:
      '次に OPSAI_SECRET_KEY を新しい鍵（鍵 ID {{keyId}}）に替えて、すべてのサーバーを再起動してください。古い鍵ではもう復号できません',
    keyFileReplaced:
      '開発用の鍵ファイル {{path}} を新しい鍵（鍵 ID {{keyId}}）に置き換えました。サーバーを再起動してください',
    nothingChanged: '何も変更していません',
  },
  tenantSaml: {
    none: '{{slug}} には SAML シングルサインオンが設定されていません。',
    shown:
      '{{slug}} の SAML シングルサインオン: {{state}}、IdP {{idp}}、ドメイン {{domains}}、新しいアカウントのロール {{role}}',
    on: '有効',
    off: '無効',
    sp: 'IdP に登録する値: エンティティ ID {{entityId}} / ACS {{acs}}',
    removed: '{{slug}} の SAML シングルサインオンの設定を削除しました。',
    nothingToRemove: '{{slug}} には削除する SAML 設定がありません。',
    fileUnreadable: 'メタデータのファイル {{path}} を読めません',
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
  adminTwoFactor: {
    reset:
      '{{email}} の 2 段階認証をリセットしました（セッション {{sessions}} 件を終了）。次のサインインはパスワードだけで、必要なら設定し直します。',
  },
  keys: {
    created: '{{slug}} の API キー「{{name}}」を作成しました。このキーは今しか表示されません:',
    none: '{{slug}} に API キーはありません',
    revoked: 'API キー「{{name}}」({{prefix}}…) を無効にしました',
    notFound: 'API キー {{id}} が見つかりません（すでに無効にされているかもしれません）',
    ambiguous: 'API キー {{id}} が複数の組織にあります。--tenant を指定してください',
    allChats: 'すべて',
    never: '未使用',
    revokedOn: '無効化済み',
  },
  widgets: {
    created: 'ウィジェット {{id}} を作りました（{{chat}}）。サイトに次のスニペットを貼り付けてください:',
    noHost:
      'この組織にはドメインがまだ割り当てられていないため、スニペットを表示できません（opsai domains map）。',
    none: '{{slug}} にはウィジェットがありません。',
    enabled: '有効',
    disabled: '停止中',
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
  webhooks: {
    added: '{{slug}} に Webhook を登録しました:',
    secretOnce: '署名シークレット（表示はこの一度だけです。受信側に設定してください）:',
    none: '{{slug}} には Webhook がありません（opsai webhooks add --help）',
    noDeliveries: 'この Webhook の配信はまだありません',
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
    maskingSet: 'Set the PII masking of {{key}}:',
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
    draining:
      '{{signal}}: refusing new requests and waiting up to {{seconds}} s for {{streams}} open stream(s) to finish (send it again to stop at once)…',
    drainTimedOut: '{{seconds}} s passed: ending the {{streams}} stream(s) still open',
    releasedAtShutdown: 'Released {{count}} token reservation(s) that were never settled',
    hurrying: '{{signal}}: stopping without waiting',
    adminCreated: 'System administrator created:',
    adminFromEnvironment:
      'System administrator {{email}} created: sign in at /admin/login with the password of OPSAI_ADMIN_PASSWORD',
    noAdminYet:
      'No system administrator yet: create one with npx opsai admin create --email <e-mail> --name <name> (it asks for the password), or set OPSAI_ADMIN_EMAIL and OPSAI_ADMIN_PASSWORD and start again',
    productionNoDemo: 'Production mode (NODE_ENV=production): no demo data is seeded',
  },
  password: {
    prompt: 'Password',
    again: 'Password (again)',
    mismatch: 'The two entries differ; nothing was written',
    cancelled: 'Password entry cancelled; nothing was written',
    noInput:
      'No password: run it in a terminal to be asked for it, or pass it on standard input with --password-stdin',
    emptyStdin: 'No password on standard input (--password-stdin)',
    notAnArgument:
      '{{option}} is not accepted: a password on the command line shows in ps and in shell history. Type it when asked in a terminal, or pass it on standard input with --password-stdin',
    stdinNeedsOwner: "--password-stdin is for the owner's password: give --owner-email too",
  },
  secrets: {
    keyGenerated:
      'OPSAI_SECRET_KEY is not set: generated the key that encrypts stored secrets (API keys, …) into {{path}} (mode 0600, for development). Set OPSAI_SECRET_KEY in production',
    sealedAtStart: 'Encrypted {{count}} secret(s) that were stored in plain text ({{sites}})',
    rotated: 'Re-encrypted the stored secrets from key id {{from}} to key id {{to}}:',
    siteLine:
      '{{site}}: {{reEncrypted}} re-encrypted, {{sealedFromPlaintext}} encrypted from plain text, {{alreadyNew}} already under the new key',
    total: '{{count}} in all',
    swapEnvironment:
      'Now set OPSAI_SECRET_KEY to the new key (key id {{keyId}}) and restart every server: the old key no longer decrypts them',
    keyFileReplaced:
      'The development key file {{path}} now holds the new key (key id {{keyId}}); restart the server',
    nothingChanged: 'Nothing was changed',
  },
  tenantSaml: {
    none: '{{slug}} has no SAML single sign-on set up.',
    shown:
      '{{slug}} SAML single sign-on: {{state}}, IdP {{idp}}, domains {{domains}}, role of new accounts {{role}}',
    on: 'on',
    off: 'off',
    sp: 'Register at the IdP: entity ID {{entityId}} / ACS {{acs}}',
    removed: 'The SAML single sign-on set-up of {{slug}} was removed.',
    nothingToRemove: '{{slug}} has no SAML set-up to remove.',
    fileUnreadable: 'Cannot read the metadata file {{path}}',
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
  adminTwoFactor: {
    reset:
      "{{email}}'s two-factor authentication was reset ({{sessions}} sessions ended). Their next sign-in takes the password alone; they set it up again where required.",
  },
  keys: {
    created: 'Created the API key “{{name}}” of {{slug}}. It is shown only now:',
    none: '{{slug}} has no API keys',
    revoked: 'Revoked the API key “{{name}}” ({{prefix}}…)',
    notFound: 'API key {{id}} not found (it may have been revoked already)',
    ambiguous: 'API key {{id}} exists in several organisations: give --tenant',
    allChats: 'all',
    never: 'never',
    revokedOn: 'revoked',
  },
  widgets: {
    created: 'Widget {{id}} was created ({{chat}}). Paste this snippet into the site:',
    noHost: 'The tenant has no host yet, so there is no snippet (opsai domains map).',
    none: '{{slug}} has no widgets.',
    enabled: 'on',
    disabled: 'off',
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
  webhooks: {
    added: 'Webhook registered for {{slug}}:',
    secretOnce: 'Signing secret (shown this once: set it at the receiver):',
    none: '{{slug}} has no webhooks (opsai webhooks add --help)',
    noDeliveries: 'No deliveries of this webhook yet',
  },
}
