import type { Meta, StoryObj } from '@storybook/react-vite'
import { type AcceptInvitation, InviteAcceptView } from './invite-accept-view'

const invitation = {
  tenantName: 'Acme 株式会社',
  email: 'new@acme.example',
  role: 'member' as const,
  expiresAt: '2026-03-08T00:00:00Z',
  hasAccount: false,
}

const acceptOk: AcceptInvitation = async () => ({ ok: true, data: {} })

const meta = {
  title: 'Features/Team/Invitation',
  component: InviteAcceptView,
  args: {
    result: { status: 'ok', invitation },
    onAccept: acceptOk,
    onAccepted: () => {},
  },
} satisfies Meta<typeof InviteAcceptView>

export default meta
type Story = StoryObj<typeof meta>

export const NewAccount: Story = {}
export const ExistingAccount: Story = {
  args: { result: { status: 'ok', invitation: { ...invitation, hasAccount: true } } },
}
export const FieldErrors: Story = {
  args: {
    onAccept: async () => ({
      ok: false as const,
      status: 400,
      message: { ja: '入力を確認してください', en: 'Check the input' },
      fieldErrors: {
        name: { ja: '入力してください。', en: 'This field is required.' },
        password: { ja: '8文字以上にしてください', en: 'must be at least 8 characters' },
      },
    }),
  },
}
export const Expired: Story = {
  args: {
    result: {
      status: 'unavailable',
      message: {
        ja: 'この招待は有効期限が切れています。招待した人に再送を依頼してください。',
        en: 'This invitation has expired. Ask the person who invited you to resend it.',
      },
    },
  },
}
