import type { Meta, StoryObj } from '@storybook/react-vite'
import { BalanceCard } from './balance-card'
import { exhaustedBalance, lowBalance, sampleHome } from './home.fixtures'

const meta = {
  title: 'Features/Home/BalanceCard',
  component: BalanceCard,
  args: { balance: sampleHome.balance },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BalanceCard>

export default meta
type Story = StoryObj<typeof meta>

export const Ok: Story = {}
export const Low: Story = { args: { balance: lowBalance } }
export const Exhausted: Story = { args: { balance: exhaustedBalance } }
