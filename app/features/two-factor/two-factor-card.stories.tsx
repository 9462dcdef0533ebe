import type { Meta, StoryObj } from '@storybook/react-vite'
import { TwoFactorCard } from './two-factor-card'

const meta = {
  title: 'Features/TwoFactor/AccountCard',
  component: TwoFactorCard,
  args: { enabled: false },
} satisfies Meta<typeof TwoFactorCard>

export default meta
type Story = StoryObj<typeof meta>

/** /user before enrolment: the way to set it up. */
export const NotEnrolled: Story = {}
/** /user with 2FA on: the way to manage it (new backup codes, turning it off). */
export const Enrolled: Story = { args: { enabled: true } }
