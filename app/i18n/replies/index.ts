/**
 * What the platform itself says in a chat when no model answers (the built-in offline provider,
 * ADR 009 and 019) and how a FAQ chat says it has no answer. Server-side like the error
 * catalogue; a reply is stored in the asker's language only. Keys: `replies.<name>`.
 */
export const repliesJa = {
  offlineLabel: '【オフライン応答】',
  offlineGeneral:
    'AI モデルがまだ設定されていないため、この環境が自動でお返事しています。管理者が AI モデルを設定すると、AI が回答します。',
  yourMessage: 'ご質問:',
  fromTheFaq: 'FAQ から回答をご案内します。',
  noFaqMatch:
    'FAQ には、このご質問に当てはまる回答が見つかりませんでした。言い換えてもう一度お試しいただくか、サポートへお問い合わせください。',
  fromTheDocuments: '登録されたドキュメントから、該当する箇所をご案内します。',
  noKnowledgeMatch:
    'FAQ と登録されたドキュメントには、このご質問に当てはまる情報が見つかりませんでした。言い換えてもう一度お試しいただくか、サポートへお問い合わせください。',
  documentPage: '{{name}}（{{page}} ページ）',
}

export type ReplyMessages = typeof repliesJa

export const repliesEn: ReplyMessages = {
  offlineLabel: '[Offline reply]',
  offlineGeneral:
    'No AI model has been set up yet, so this environment is replying automatically. Once an administrator sets up an AI model, the AI will answer.',
  yourMessage: 'Your message:',
  fromTheFaq: 'Here is the answer from the FAQ.',
  noFaqMatch: 'The FAQ has no answer that matches this question. Try rephrasing it, or contact support.',
  fromTheDocuments: 'Here is the passage from the registered documents.',
  noKnowledgeMatch:
    'Neither the FAQ nor the registered documents have information that matches this question. Try rephrasing it, or contact support.',
  documentPage: '{{name}} (page {{page}})',
}
