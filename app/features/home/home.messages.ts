/** Home page strings (Japanese first; English must have the same keys). */
export const homeJa = {
  title: 'ホーム',
  welcome: 'ようこそ、{{name}} さん',
  chatsHeading: 'チャット',
  generalChat: 'チャット',
  generalChatDescription: '業務の相談や文章づくりに使える汎用アシスタントです。',
  otherCategory: 'その他',
  open: '開く',
  dashboard: 'ダッシュボード',
  myDashboard: '自分の利用状況',
  // Starts with the link's visible text (WCAG 2.5.3: a voice user says what they see).
  dashboardOf: '{{label}}（{{name}}）',
  kind: { custom: 'カスタム', faq: 'FAQ', ops: '業務運用' },
  noChatsTitle: '利用できるチャットがまだありません',
  noChatsDescription:
    'ご利用の組織で有効になっているチャットはありません。汎用チャットはいつでも使えます。ほかのチャットは組織の管理者にご相談ください。',
  recentHeading: '最近のスレッド',
  noThreads: 'まだスレッドはありません。チャットで質問すると、ここに表示されます。',
  updatedAt: '更新: {{date}}',
  balanceHeading: 'クレジット残高',
  available: '利用可能',
  reserved: '応答中に確保中: {{credits}}',
  lowTitle: 'クレジット残高が少なくなっています',
  lowDescription: '残りが {{threshold}} を下回りました。チャットが止まる前にクレジットを追加してください。',
  exhaustedTitle: 'クレジットを使い切りました',
  exhaustedDescription:
    '残高が足りないため、チャットは回答できません。クレジットを購入するか、組織の管理者に追加を依頼してください。',
  buyTokens: 'クレジットを購入',
  noTenantTitle: 'まだどの組織にも所属していません',
  noTenantDescription:
    'このアカウントは組織のメンバーになっていないため、チャットを利用できません。組織の管理者に招待を依頼してください。',
}

export const homeEn: typeof homeJa = {
  title: 'Home',
  welcome: 'Welcome, {{name}}',
  chatsHeading: 'Chats',
  generalChat: 'Chat',
  generalChatDescription: 'A general assistant for everyday questions and writing.',
  otherCategory: 'Other',
  open: 'Open',
  dashboard: 'Dashboard',
  myDashboard: 'My usage',
  dashboardOf: '{{label}}: {{name}}',
  kind: { custom: 'Custom', faq: 'FAQ', ops: 'Operations' },
  noChatsTitle: 'No chats are available yet',
  noChatsDescription:
    'Your organisation has not enabled any chats. The general chat is always available; ask your administrator about the others.',
  recentHeading: 'Recent threads',
  noThreads: 'No threads yet. Ask something in a chat and it will show up here.',
  updatedAt: 'Updated {{date}}',
  balanceHeading: 'Credit balance',
  available: 'available',
  reserved: 'Held for replies in progress: {{credits}}',
  lowTitle: 'Your credit balance is running low',
  lowDescription: 'Fewer than {{threshold}} remain. Add credits before the chats stop.',
  exhaustedTitle: 'Your credits are used up',
  exhaustedDescription:
    'The balance is too low, so the chats cannot answer. Buy credits, or ask your administrator to add some.',
  buyTokens: 'Buy credits',
  noTenantTitle: 'You are not a member of an organisation yet',
  noTenantDescription:
    'This account does not belong to an organisation, so it cannot use the chats. Ask your organisation’s administrator for an invitation.',
}
