import type { Meta, StoryObj } from '@storybook/react-vite'
import { BalanceAlertsCard, type BalanceAlertsSaveResult } from './balance-alerts-card'

const meta = {
  title: 'Features/Payment/BalanceAlertsCard',
  component: BalanceAlertsCard,
  args: {
    settings: { lowBalanceThreshold: 50_000, monthlySummary: true, armed: true, balance: 184_250 },
    onSave: async (): Promise<BalanceAlertsSaveResult> => undefined,
  },
} satisfies Meta<typeof BalanceAlertsCard>

export default meta
type Story = StoryObj<typeof meta>

export const AlertOn: Story = {}
export const Off: Story = {
  args: { settings: { lowBalanceThreshold: null, monthlySummary: false, armed: true, balance: 184_250 } },
}
/** The balance is already under the threshold: the alert waits for it to come back first. */
export const AlreadyBelow: Story = {
  args: { settings: { lowBalanceThreshold: 200_000, monthlySummary: true, armed: false, balance: 184_250 } },
}
export const RefusedByTheServer: Story = {
  args: { onSave: async () => ({ message: '保存できませんでした。 / The settings could not be saved.' }) },
}
