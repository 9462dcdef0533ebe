import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChatHeader } from './chat-header'

const meta = {
  title: 'Chat/ChatHeader',
  component: ChatHeader,
  args: {
    kind: 'chat',
    name: 'チャット',
    description: '業務の相談、文章の作成や要約など、なんでも質問できます。',
    drawer: { id: 'threads', open: false, onToggle: () => {} },
    newThreadHref: '#',
    onNewThread: () => {},
    threadId: null,
  },
} satisfies Meta<typeof ChatHeader>

export default meta
type Story = StoryObj<typeof meta>

export const GeneralChat: Story = {}
export const ThreadPage: Story = { args: { threadId: 't1' } }
export const FaqChat: Story = {
  args: {
    kind: 'faqchat',
    name: '製品サポートFAQ',
    description: 'サービスのログイン、料金、トークン、データの扱いについてのよくある質問に答えます。',
  },
}
export const OpsChat: Story = {
  args: {
    kind: 'opschat',
    name: '障害一次対応',
    description: 'システム障害の発生時に、影響確認から第一報までの手順を順に案内します。',
    threadId: 't1',
  },
}
