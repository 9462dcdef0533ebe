/** The Integrations page (/integrations, issue 20): its frame; each section has its own texts. */
export const integrationsJa = {
  title: '連携',
  lead: 'ほかのツールやシステムから、この組織のチャットを使えるようにします。',
  forbiddenTitle: 'このページを表示する権限がありません',
  forbiddenDescription: '連携を設定できるのはオーナーと管理者のみです。',
}

export const integrationsEn: typeof integrationsJa = {
  title: 'Integrations',
  lead: "Use your organisation's chats from other tools and systems.",
  forbiddenTitle: 'You do not have permission to view this page',
  forbiddenDescription: 'Only owners and admins can set up integrations.',
}
