import type { Meta, StoryObj } from '@storybook/react-vite'
import { SAMPLE_THREADS } from './chat-stories-data'
import { ThreadSidebar } from './thread-sidebar'

const meta = {
  title: 'Chat/ThreadSidebar',
  component: ThreadSidebar,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'threads',
    open: false,
    onClose: () => {},
    scope: 'chat',
    onScopeChange: () => {},
    chatNameOf: () => 'ビジネスメール作成',
    threads: SAMPLE_THREADS,
    loading: false,
    error: null,
    activeThreadId: 't1',
    query: '',
    onQueryChange: () => {},
    newThreadHref: '#',
    hrefFor: (thread) => `#${thread.id}`,
    onNavigate: () => {},
    onRename: async () => {},
    onDelete: async () => {},
  },
} satisfies Meta<typeof ThreadSidebar>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const AllChats: Story = { args: { scope: 'all', query: '納期' } }
export const Loading: Story = { args: { threads: undefined, loading: true } }
export const Empty: Story = { args: { threads: [] } }
export const NoMatch: Story = { args: { threads: [], query: '請求書' } }
export const LoadFailed: Story = {
  args: { threads: undefined, error: 'スレッドの一覧を読み込めませんでした。' },
}
