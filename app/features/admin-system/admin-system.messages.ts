/** /admin/system and the maintenance notice (Japanese first; English must have the same keys). */
export const adminSystemJa = {
  title: 'システム設定',
  lead: 'プラットフォーム全体の設定です。変更はすべて監査ログに記録されます。',
  previewLink: 'テーマのプレビュー',
  registration: {
    heading: '無料登録',
    open: '無料登録を受け付ける',
    description: 'オフにすると /freeRegist は「受け付けていません」と表示し、登録 API も拒否します。',
    defaultApplication: '既定のアプリケーション',
    defaultApplicationDescription:
      'アプリケーションを指定しない無料登録のページ（/freeRegist）で作られるテナントが使うアプリケーションです。',
    firstApplication: '指定しない (キーの順で最初のアプリケーション)',
  },
  maintenance: {
    heading: 'メンテナンスのお知らせ',
    description: '設定中は、すべてのテナントユーザーの画面上部に表示されます。両方を空にすると消えます。',
    ja: 'お知らせ (日本語)',
    en: 'お知らせ (英語)',
    showing: '現在表示中',
  },
  provider: {
    heading: '既定のモデルプロバイダー',
    description:
      '独自の設定を持たないアプリケーションが使います。アプリケーションの設定があればそれを、なければこの既定を、これもなければサーバーの既定の設定を使い、どれもなければオフラインで応答します。',
    provider: 'プロバイダー',
    environment: '指定しない（サーバーの既定の設定、なければオフライン）',
    offline: 'オフライン (組み込み)',
    openaiCompatible: 'OpenAI 互換',
    anthropic: 'Anthropic',
    model: 'モデル名',
    baseURL: 'ベース URL',
    apiKey: 'API キー',
    apiKeySet: 'API キーは設定済みです。変更する場合のみ入力してください (表示はされません)。',
    apiKeyUnset: 'API キーは未設定です。入力した値は保存後に表示されません。',
    clearApiKey: '保存済みの API キーを削除する',
  },
  save: '保存',
  saved: 'システム設定を保存しました。',
  unchanged: '変更はありませんでした。',
  failed: '保存できませんでした。時間をおいて再度お試しください。',
  errors: {
    noticeBoth: 'お知らせは日本語と英語の両方を入力してください。',
    url: 'http(s) の URL を入力してください。',
    modelRequired: 'モデル名を入力してください。',
    baseUrlRequired: 'OpenAI 互換プロバイダーにはベース URL が必要です。',
    apiKeyRequired: 'Anthropic には API キーが必要です。',
    invalid: '値を確認してください。',
    unknownApplication: 'このアプリケーションはありません。',
  },
}

export const adminSystemEn: typeof adminSystemJa = {
  title: 'System settings',
  lead: 'Settings of the whole platform. Every change is recorded in the audit log.',
  previewLink: 'Theme preview',
  registration: {
    heading: 'Free registration',
    open: 'Accept free registrations',
    description: 'When off, /freeRegist says registration is closed and the registration API refuses.',
    defaultApplication: 'Default application',
    defaultApplicationDescription:
      'The application of tenants registered on the free sign-up page (/freeRegist) without naming one.',
    firstApplication: 'None (the first application by key)',
  },
  maintenance: {
    heading: 'Maintenance notice',
    description: 'While set, it is shown at the top of every tenant user’s screen. Empty both to remove it.',
    ja: 'Notice (Japanese)',
    en: 'Notice (English)',
    showing: 'Showing now',
  },
  provider: {
    heading: 'Default model provider',
    description:
      'Used by applications without their own settings: an application’s own settings come first, then this default, then the server’s default; with none of them, replies are offline.',
    provider: 'Provider',
    environment: 'None (the server’s default, else offline)',
    offline: 'Offline (built in)',
    openaiCompatible: 'OpenAI-compatible',
    anthropic: 'Anthropic',
    model: 'Model',
    baseURL: 'Base URL',
    apiKey: 'API key',
    apiKeySet: 'An API key is set. Type one only to replace it (it is never shown).',
    apiKeyUnset: 'No API key is set. What you type is not shown again after saving.',
    clearApiKey: 'Delete the stored API key',
  },
  save: 'Save',
  saved: 'System settings saved.',
  unchanged: 'Nothing changed.',
  failed: 'Could not save. Please try again later.',
  errors: {
    noticeBoth: 'Enter the notice in both Japanese and English.',
    url: 'Enter an http(s) URL.',
    modelRequired: 'Enter a model name.',
    baseUrlRequired: 'An OpenAI-compatible provider needs a base URL.',
    apiKeyRequired: 'Anthropic needs an API key.',
    invalid: 'Check this value.',
    unknownApplication: 'There is no such application.',
  },
}

/** The banner of the tenant layout. */
export const maintenanceNoticeJa = { label: 'メンテナンスのお知らせ' }
export const maintenanceNoticeEn: typeof maintenanceNoticeJa = { label: 'Maintenance notice' }
