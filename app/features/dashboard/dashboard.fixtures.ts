/** Sample dashboard data for stories and component tests (shaped as the server returns it). */
import { lastJapanDays } from '#app/lib/japan-day.shared'
import type { DashboardData } from '../../server/dashboards/dashboard.server'
import { sampleUsage } from '../usage/usage.fixtures'

const { days } = lastJapanDays(new Date('2025-03-31T12:00:00Z'), 30)
// Deterministic, uneven activity: quiet weekends, a busy end of month.
const wave = (index: number) => ((index * 7) % 11) + (index > 24 ? 6 : 0)

export const sampleDashboard: DashboardData = {
  chat: {
    id: 'chat-faq',
    kind: 'faqchat',
    keyword: 'work-rules',
    name: '就業規則FAQ',
    nameEn: 'Work rules FAQ',
    description: '就業規則に関する質問に FAQ から答えます。',
  },
  scope: 'all',
  range: { days: 30, from: days[0] ?? '', to: days.at(-1) ?? '' },
  activity: days.map((day, index) => ({
    day,
    threads: Math.floor(wave(index) / 3),
    questions: wave(index),
    messages: wave(index) * 2,
  })),
  tokensByDay: days.map((day, index) => ({
    day,
    ...sampleUsage(wave(index) * 850, wave(index) * 255, wave(index)),
  })),
  tokensByUser: [
    {
      userId: 'u1',
      name: 'オーナー 一郎',
      email: 'owner@hirameki.example',
      ...sampleUsage(98_000, 29_400, 61),
    },
    { userId: 'u2', name: '管理 花子', email: 'admin@hirameki.example', ...sampleUsage(54_300, 16_290, 40) },
    { userId: 'u3', name: '利用 太郎', email: 'member@hirameki.example', ...sampleUsage(21_120, 6_336, 18) },
    { userId: 'u4', name: null, email: null, ...sampleUsage(1_200, 360, 2) },
  ],
  totals: { threads: 56, questions: 211, ...sampleUsage(174_620, 52_386, 121) },
  topQuestions: [
    { question: '有給休暇は何日もらえますか', count: 14, lastAskedAt: '2025-03-31T02:00:00.000Z' },
    { question: '在宅勤務の申請方法を教えてください', count: 9, lastAskedAt: '2025-03-30T05:30:00.000Z' },
    { question: '慶弔休暇の対象になる親族の範囲は？', count: 4, lastAskedAt: '2025-03-28T00:10:00.000Z' },
  ],
  unansweredQuestions: [
    { question: '社内の宇宙旅行制度について教えて', count: 3, lastAskedAt: '2025-03-29T07:45:00.000Z' },
    { question: '副業の届け出はどこに出しますか', count: 2, lastAskedAt: '2025-03-27T09:00:00.000Z' },
  ],
  feedback: {
    up: 18,
    down: 6,
    satisfaction: 0.75,
    downvotes: [
      {
        messageId: 'm-down-1',
        threadId: 't1',
        question: '在宅勤務は週に何日までできますか？',
        answer: '上長の承認があれば週2日まで在宅勤務ができます。',
        reason: 'outdated',
        comment: '4月から週3日に変わっています',
        ratedAt: '2025-03-30T04:10:00.000Z',
      },
      {
        messageId: 'm-down-2',
        threadId: 't2',
        question: '慶弔休暇の対象になる親族の範囲は？',
        answer: 'FAQ には、このご質問に当てはまる回答が見つかりませんでした。',
        reason: null,
        comment: null,
        ratedAt: '2025-03-28T01:00:00.000Z',
      },
    ],
  },
}

/** What a member sees: only their own row and questions. */
export const memberDashboard: DashboardData = {
  ...sampleDashboard,
  scope: 'own',
  tokensByUser: sampleDashboard.tokensByUser.filter((row) => row.userId === 'u3'),
  totals: { threads: 6, questions: 18, ...sampleUsage(21_120, 6_336, 18) },
  topQuestions: sampleDashboard.topQuestions.slice(2),
  unansweredQuestions: [],
  feedback: { up: 1, down: 0, satisfaction: 1, downvotes: [] },
}

/** A custom chat with nothing in the range yet. */
export const emptyCustomDashboard: DashboardData = {
  ...sampleDashboard,
  chat: {
    id: 'chat-mail',
    kind: 'customchat',
    keyword: 'business-mail',
    name: 'ビジネスメール作成',
    nameEn: null,
    description: '',
  },
  activity: sampleDashboard.activity.map((row) => ({ ...row, threads: 0, questions: 0, messages: 0 })),
  tokensByDay: sampleDashboard.tokensByDay.map((row) => ({ ...row, ...sampleUsage(0, 0, 0) })),
  tokensByUser: [],
  totals: { threads: 0, questions: 0, ...sampleUsage(0, 0, 0) },
  topQuestions: [],
  unansweredQuestions: null,
  feedback: { up: 0, down: 0, satisfaction: null, downvotes: [] },
}
