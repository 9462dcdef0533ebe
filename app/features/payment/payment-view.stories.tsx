import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  awaitingConfirmationPage,
  awaitingPaymentPage,
  failedPaymentPage,
  memberPaymentPage,
  rejectedChangePage,
  samplePaymentPage,
  scheduledDowngradePage,
} from './payment.fixtures'
import { PaymentView } from './payment-view'

const meta = {
  title: 'Features/Payment/PaymentView',
  component: PaymentView,
  args: {
    page: samplePaymentPage,
    onRequestPlan: async () => undefined,
    onRequestInvoice: async () => undefined,
    onWithdrawPlanChange: async () => undefined,
    onDismissOutcome: async () => undefined,
  },
} satisfies Meta<typeof PaymentView>

export default meta
type Story = StoryObj<typeof meta>

export const OwnerInvoice: Story = {}
export const OwnerStripe: Story = { args: { page: { ...samplePaymentPage, mode: 'stripe' } } }
export const MemberReadOnly: Story = { args: { page: memberPaymentPage } }
export const AwaitingConfirmation: Story = { args: { page: awaitingConfirmationPage } }
export const AwaitingPayment: Story = { args: { page: awaitingPaymentPage } }
export const ScheduledDowngrade: Story = { args: { page: scheduledDowngradePage } }
export const MemberSeesPendingChange: Story = {
  args: { page: { ...awaitingConfirmationPage, role: 'member', canBuy: false, canChangePlan: false } },
}
export const RejectedChange: Story = { args: { page: rejectedChangePage } }
export const FailedPayment: Story = { args: { page: failedPaymentPage } }
export const BackFromCheckout: Story = {
  args: { page: { ...samplePaymentPage, mode: 'stripe' }, checkoutReturn: 'success' },
}
export const BackFromPlanCheckout: Story = {
  args: { page: awaitingPaymentPage, checkoutReturn: 'success', checkoutForPlan: true },
}
export const CheckoutCanceled: Story = {
  args: { page: { ...samplePaymentPage, mode: 'stripe' }, checkoutReturn: 'canceled' },
}
export const NothingYet: Story = { args: { page: { ...samplePaymentPage, packs: [], purchases: [] } } }
