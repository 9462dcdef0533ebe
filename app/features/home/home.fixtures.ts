/** Sample home data for stories and component tests (shaped as the server returns it). */
import type { HomeData } from '../../server/home/home.server'

export const sampleHome: HomeData = {
  groups: [
    {
      category: {
        id: 'writing',
        name: '文書作成',
        description: 'メール・企画書・議事録など、日々の文書づくりを手伝います。',
      },
      chats: [
        {
          id: 'chat-mail',
          kind: 'custom',
          keyword: 'business-mail',
          name: 'ビジネスメール作成',
          nameEn: 'Business e-mail',
          description: '用件と相手を伝えるだけで、丁寧なビジネスメールの文面を作成します。',
          href: '/customchat/business-mail',
          dashboardHref: '/customchat/business-mail/dashboard/chat-mail/ビジネスメール作成',
        },
        {
          id: 'chat-minutes',
          kind: 'custom',
          keyword: 'minutes',
          name: '議事録まとめ',
          nameEn: 'Meeting minutes',
          description: '会議のメモから決定事項と宿題が一目でわかる議事録を作ります。',
          href: '/customchat/minutes',
          dashboardHref: '/customchat/minutes/dashboard/chat-minutes/議事録まとめ',
        },
      ],
    },
    {
      category: { id: 'support', name: 'カスタマーサポート', description: '' },
      chats: [
        {
          id: 'chat-faq',
          kind: 'faq',
          keyword: 'work-rules',
          name: '就業規則FAQ',
          nameEn: 'Work rules FAQ',
          description: '就業規則に関する質問に FAQ から答えます。',
          href: '/faqchat/work-rules',
          dashboardHref: '/faqchat/work-rules/dashboard/chat-faq/就業規則FAQ',
        },
      ],
    },
    {
      category: null,
      chats: [
        {
          id: 'chat-ops',
          kind: 'ops',
          keyword: 'incident-first-response',
          name: '障害一次対応',
          nameEn: 'Incident first response',
          description: '',
          href: '/opschat/incident-first-response',
          dashboardHref: '/opschat/incident-first-response/dashboard/chat-ops/障害一次対応',
        },
      ],
    },
  ],
  recentThreads: [
    {
      id: 't1',
      title: '有給休暇は何日もらえますか',
      chatKind: 'faqchat',
      keyword: 'work-rules',
      chatName: '就業規則FAQ',
      chatNameEn: 'Work rules FAQ',
      updatedAt: '2025-03-31T01:15:00.000Z',
      href: '/faqchat/work-rules/thread/t1',
    },
    {
      id: 't2',
      title: '来週の出張の持ち物リスト',
      chatKind: 'chat',
      keyword: 'default',
      chatName: null,
      chatNameEn: null,
      updatedAt: '2025-03-30T08:00:00.000Z',
      href: '/chat/thread/t2',
    },
  ],
  balance: { balance: 812_345, reserved: 2_400, available: 809_945, level: 'ok' },
  seesAllUsers: true,
}

export const lowBalance: HomeData['balance'] = {
  balance: 12_000,
  reserved: 0,
  available: 12_000,
  level: 'low',
}
export const exhaustedBalance: HomeData['balance'] = {
  balance: 900,
  reserved: 0,
  available: 900,
  level: 'exhausted',
}
