/** /admin/help, /admin/manual and /admin/manual/adminManual (Japanese first; English must have the same keys). */
export const adminManualJa = {
  help: {
    title: '管理者ヘルプ',
    lead: '管理コンソールでよく行う作業と、よくある質問です。キーワードで絞り込めます。',
    search: 'ヘルプを検索',
    searchPlaceholder: '例: 招待、トークン付与、無料登録',
  },
  index: {
    title: 'マニュアル',
    lead: '管理者向けと利用者向けのマニュアルです。',
    adminManual: '管理者マニュアル',
    adminManualDescription:
      'テナント、ユーザー、プラン、アプリケーション、カタログ、トークン、システム設定の操作と CLI の対応表。',
    adminHelp: '管理者ヘルプ',
    adminHelpDescription: 'よく行う作業の手順とよくある質問。',
    chapters: '{{count}} 章',
  },
  userManual: {
    title: '利用者マニュアル',
    lead: 'テナントのユーザーが /help で読む内容です。問い合わせ対応の参考にしてください。',
    search: '利用者マニュアルを検索',
    searchPlaceholder: '例: スレッド、支払い、パスワード',
  },
  adminManual: {
    title: '管理者マニュアル',
    lead: '管理コンソールの各画面の使い方と、同じ操作を行う CLI コマンドです。',
    search: '管理者マニュアルを検索',
    searchPlaceholder: '例: テナント、ドメイン、メンテナンス',
  },
}

export const adminManualEn: typeof adminManualJa = {
  help: {
    title: 'Administrator help',
    lead: 'Common tasks in the console and frequent questions. Filter them with a keyword.',
    search: 'Search help',
    searchPlaceholder: 'e.g. invitation, grant tokens, free registration',
  },
  index: {
    title: 'Manuals',
    lead: 'Manuals for administrators and for tenant users.',
    adminManual: 'Administrator manual',
    adminManualDescription:
      'Tenants, users, plans, applications, the catalogue, tokens and system settings, with the matching CLI commands.',
    adminHelp: 'Administrator help',
    adminHelpDescription: 'Steps of common tasks and frequent questions.',
    chapters: '{{count}} chapters',
  },
  userManual: {
    title: 'User manual',
    lead: 'What tenant users read at /help. Use it when answering their questions.',
    search: 'Search the user manual',
    searchPlaceholder: 'e.g. threads, payment, password',
  },
  adminManual: {
    title: 'Administrator manual',
    lead: 'How to use each console page, and the CLI commands that do the same.',
    search: 'Search the administrator manual',
    searchPlaceholder: 'e.g. tenant, domain, maintenance',
  },
}
