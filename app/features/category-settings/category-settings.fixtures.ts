/** A sample tenant layout for stories and component tests. */
import type { CategoryLayout } from './category-layout.shared'

const chat = (id: string, kind: 'custom' | 'faq' | 'ops', name: string, hidden = false) => ({
  id,
  kind,
  keyword: id,
  name,
  description: '',
  hidden,
})

export const sampleLayout: CategoryLayout = {
  categories: [
    {
      id: 'office',
      name: '業務効率化',
      description: '',
      hidden: false,
      chats: [chat('mail', 'custom', 'メール作成'), chat('minutes', 'custom', '議事録要約', true)],
    },
    {
      id: 'support',
      name: '社内サポート',
      description: '',
      hidden: false,
      chats: [chat('rules', 'faq', '就業規則FAQ')],
    },
    { id: 'ops', name: '運用', description: '', hidden: true, chats: [chat('incident', 'ops', '障害対応')] },
    { id: 'empty', name: '準備中', description: '', hidden: false, chats: [] },
  ],
  others: [chat('translate', 'custom', '翻訳')],
}
