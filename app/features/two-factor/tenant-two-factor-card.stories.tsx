import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { twoFactorErrorsEn, twoFactorErrorsJa } from '../../i18n/errors/two-factor'
import { TenantTwoFactorCard } from './tenant-two-factor-card'
import { fakeTenantTwoFactorApi } from './two-factor.fixtures'

const meta = {
  title: 'Features/Team/TwoFactor',
  component: TenantTwoFactorCard,
  args: { api: fakeTenantTwoFactorApi({}, 'optional') },
} satisfies Meta<typeof TenantTwoFactorCard>

export default meta
type Story = StoryObj<typeof meta>

/** Optional (the default): three members have not set it up. */
export const NotRequired: Story = {}

export const Required: Story = {
  args: { api: fakeTenantTwoFactorApi({ required: true, membersWithout: 0 }, 'required') },
}

/** The owner has no 2FA yet: the card says so first, with the way to set it up. */
export const OwnerNotEnrolled: Story = {
  args: { api: fakeTenantTwoFactorApi({ ownerEnabled: false }, 'owner-first') },
}

/** Turning it on anyway: the server's 409 `enrol_first`, in the reader's language. */
export const EnrolFirstRefused: Story = {
  args: { api: fakeTenantTwoFactorApi({ ownerEnabled: false }, 'enrol-first') },
  play: async ({ canvasElement, globals }: StoryContext) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox'))
    await expect(await canvas.findByTestId('tenant-two-factor-error')).toHaveTextContent(
      globals.locale === 'en' ? twoFactorErrorsEn.enrolFirst : twoFactorErrorsJa.enrolFirst,
    )
  },
}
