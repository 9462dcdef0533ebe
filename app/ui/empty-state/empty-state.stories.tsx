import { mdiForumOutline, mdiMagnify } from '@mdi/js'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { EmptyState } from './empty-state'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: mdiForumOutline,
    title: 'スレッドはまだありません',
    description: '新しいチャットを始めると、ここに履歴が表示されます。',
    action: <Button>新しいチャット</Button>,
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const WithAction: Story = {}
export const NoResults: Story = {
  args: {
    icon: mdiMagnify,
    title: '見つかりませんでした',
    description: '検索条件を変えてお試しください。',
    action: undefined,
  },
}
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } }
