import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import { pickTexts } from '../../i18n/local-texts'
import { AuthPageFrame } from '../auth/auth-page-frame'
import { useBrand } from '../branding/use-brand'
import SecondStepForm from './second-step-form'
import { fakeTwoFactorApi } from './two-factor.fixtures'
import { twoFactorTexts } from './two-factor.messages'

/** The sign-in page's frame, where the step replaces the e-mail and password. */
function SignInPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { name } = useBrand()
  return <AuthPageFrame title={t('auth.signIn.brandTitle', { brand: name })}>{children}</AuthPageFrame>
}

const meta = {
  title: 'Features/TwoFactor/SignInStep',
  component: SecondStepForm,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SignInPage>
        <Story />
      </SignInPage>
    ),
  ],
  args: { api: fakeTwoFactorApi(), onDone: fn() },
} satisfies Meta<typeof SecondStepForm>

export default meta
type Story = StoryObj<typeof meta>

const textsOf = (context: StoryContext) => pickTexts(twoFactorTexts, String(context.globals.locale ?? 'ja'))

/** The refusal the step shows, once it has come. */
async function expectError(context: StoryContext, text: string) {
  await expect(await within(context.canvasElement).findByTestId('two-factor-error')).toHaveTextContent(text)
}

async function submit(context: StoryContext, code: string) {
  const canvas = within(context.canvasElement)
  await userEvent.type(canvas.getByRole('textbox'), code)
  await userEvent.click(canvas.getByRole('button', { name: textsOf(context).verify }))
}

async function switchToBackupCode(context: StoryContext) {
  await userEvent.click(
    within(context.canvasElement).getByRole('button', { name: textsOf(context).useBackup }),
  )
}

/** After the password: the authenticator's 6-digit code. */
export const AuthenticatorCode: Story = {}

export const WrongCode: Story = {
  play: async (context) => {
    await submit(context, '000000')
    await expectError(context, textsOf(context).invalidCode)
  },
}

/** The authenticator is out of reach: one backup code instead. */
export const BackupCode: Story = {
  play: async (context) => {
    await switchToBackupCode(context)
    await expect(within(context.canvasElement).getByRole('textbox')).toHaveAttribute('autocomplete', 'off')
  },
}

export const WrongBackupCode: Story = {
  play: async (context) => {
    await switchToBackupCode(context)
    await submit(context, 'aaaaa-bbbbb')
    await expectError(context, textsOf(context).invalidBackupCode)
  },
}

/** better-auth's 429: the seconds to wait, from Retry-After. */
export const TooManyAttempts: Story = {
  args: { api: fakeTwoFactorApi({ refuseCodes: 'TOO_MANY_REQUESTS' }) },
  play: async (context) => {
    await submit(context, '123456')
    await expectError(context, '42')
  },
}

/** Wrong codes one after another: the account waits. */
export const Locked: Story = {
  args: { api: fakeTwoFactorApi({ refuseCodes: 'ACCOUNT_TEMPORARILY_LOCKED' }) },
  play: async (context) => {
    await submit(context, '123456')
    await expectError(context, textsOf(context).locked)
  },
}
