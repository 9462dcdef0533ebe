import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyThread } from './empty-thread'

const meta = {
  title: 'Chat/EmptyThread',
  component: EmptyThread,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onPick: () => {},
    chat: { kind: 'chat', keyword: 'default', name: '', description: '', starters: [] },
  },
} satisfies Meta<typeof EmptyThread>

export default meta
type Story = StoryObj<typeof meta>

export const GeneralChat: Story = {}
export const CustomChatHints: Story = {
  args: {
    chat: {
      kind: 'customchat',
      keyword: 'business-mail',
      name: 'ビジネスメール作成',
      description: '',
      starters: ['取引先に納期が1週間遅れることを謝罪したい', '新任の担当者として挨拶メールを送りたい'],
    },
  },
}
export const FaqQuestions: Story = {
  args: {
    chat: {
      kind: 'faqchat',
      keyword: 'product-support',
      name: '製品サポートFAQ',
      description: '',
      starters: [
        'パスワードを忘れてしまいました。',
        'トークンとは何ですか？',
        '月の途中でプランを変更できますか？',
      ],
    },
  },
}
export const OpsChat: Story = {
  args: {
    chat: {
      kind: 'opschat',
      keyword: 'incident-first-response',
      name: '障害一次対応',
      description: '',
      starters: [],
    },
  },
}
