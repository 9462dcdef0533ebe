import type { Meta, StoryObj } from '@storybook/react-vite'
import { exhaustedBalance, lowBalance, sampleHome } from './home.fixtures'
import { HomeView } from './home-view'

const meta = {
  title: 'Features/Home',
  component: HomeView,
  args: { home: sampleHome, userName: 'オーナー 一郎' },
} satisfies Meta<typeof HomeView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const LowBalance: Story = { args: { home: { ...sampleHome, balance: lowBalance } } }
export const Exhausted: Story = { args: { home: { ...sampleHome, balance: exhaustedBalance } } }
export const Member: Story = { args: { home: { ...sampleHome, seesAllUsers: false } } }
export const NoChatsNoThreads: Story = {
  args: { home: { ...sampleHome, groups: [], recentThreads: [] }, userName: '利用 太郎' },
}
