import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { pickTexts, useLocalTexts } from '../../i18n/local-texts'
import { AuthPageFrame } from '../auth/auth-page-frame'
import { Enrolment } from './enrolment'
import * as css from './two-factor.css'
import { fakeTwoFactorApi, SAMPLE_TOTP_CODE } from './two-factor.fixtures'
import { twoFactorTexts } from './two-factor.messages'

/** /two-factor's frame, as TwoFactorPage draws it around the set-up. */
function EnrolmentPage({ children }: { children: ReactNode }) {
  const texts = useLocalTexts(twoFactorTexts)
  return (
    <AuthPageFrame title={texts.title}>
      <div className={css.column}>{children}</div>
    </AuthPageFrame>
  )
}

const meta = {
  title: 'Features/TwoFactor/Enrolment',
  component: Enrolment,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <EnrolmentPage>
        <Story />
      </EnrolmentPage>
    ),
  ],
  args: { api: fakeTwoFactorApi(), onEnabled: fn(), onFinished: fn() },
} satisfies Meta<typeof Enrolment>

export default meta
type Story = StoryObj<typeof meta>

const textsOf = (context: StoryContext) => pickTexts(twoFactorTexts, String(context.globals.locale ?? 'ja'))

/** The refusal the step shows, once it has come. */
async function expectError(context: StoryContext, text: string) {
  await expect(await within(context.canvasElement).findByTestId('two-factor-error')).toHaveTextContent(text)
}

/** From the password step to the QR code (the code is loaded with the step, then drawn). */
async function scan(context: StoryContext) {
  const canvas = within(context.canvasElement)
  const texts = textsOf(context)
  await userEvent.click(canvas.getByRole('button', { name: texts.start }))
  await canvas.findByTestId('two-factor-qr')
}

async function enterCode(context: StoryContext, code: string) {
  const canvas = within(context.canvasElement)
  const texts = textsOf(context)
  await userEvent.type(canvas.getByLabelText(texts.codeLabel, { exact: false }), code)
  await userEvent.click(canvas.getByRole('button', { name: texts.confirm }))
}

/** First step: the password (left empty by an account that signs in with SSO). */
export const Password: Story = {}

export const WrongPassword: Story = {
  args: { api: fakeTwoFactorApi({ refuseEnable: 'INVALID_PASSWORD' }) },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const texts = textsOf(context)
    await userEvent.type(canvas.getByLabelText(texts.passwordLabel, { exact: false }), 'not-my-password')
    await userEvent.click(canvas.getByRole('button', { name: texts.start }))
    await expect(await canvas.findByTestId('two-factor-error')).toHaveTextContent(texts.invalidPassword)
  },
}

/** The QR code, its key as text in groups of four, and the code that confirms it. */
export const ScanAndConfirm: Story = {
  play: async (context) => {
    await scan(context)
    await expect(within(context.canvasElement).getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    )
  },
}

export const WrongCode: Story = {
  play: async (context) => {
    await scan(context)
    await enterCode(context, '000000')
    await expectError(context, textsOf(context).invalidCode)
  },
}

/** Confirmed: the backup codes, shown this once, with copy and download. */
export const BackupCodes: Story = {
  play: async (context) => {
    await scan(context)
    await enterCode(context, SAMPLE_TOTP_CODE)
    await expect(await within(context.canvasElement).findAllByTestId('backup-code')).toHaveLength(10)
  },
}
