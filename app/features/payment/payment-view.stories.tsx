import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberPaymentPage, samplePaymentPage } from './payment.fixtures'
import { PaymentView } from './payment-view'

const meta = {
  title: 'Features/Payment/PaymentView',
  component: PaymentView,
  args: {
    page: samplePaymentPage,
    onChangePlan: async () => undefined,
    onRequestInvoice: async () => undefined,
  },
} satisfies Meta<typeof PaymentView>

export default meta
type Story = StoryObj<typeof meta>

export const OwnerInvoice: Story = {}
export const OwnerStripe: Story = { args: { page: { ...samplePaymentPage, mode: 'stripe' } } }
export const MemberReadOnly: Story = { args: { page: memberPaymentPage } }
export const BackFromCheckout: Story = {
  args: { page: { ...samplePaymentPage, mode: 'stripe' }, checkoutReturn: 'success' },
}
export const CheckoutCanceled: Story = {
  args: { page: { ...samplePaymentPage, mode: 'stripe' }, checkoutReturn: 'canceled' },
}
export const NothingYet: Story = { args: { page: { ...samplePaymentPage, packs: [], purchases: [] } } }
