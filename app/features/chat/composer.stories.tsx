import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Composer, type ComposerProps } from './composer'

const balance = { balance: 48_000, reserved: 0, available: 48_000, minimumToSend: 2048, canSend: true }

function StatefulComposer(props: Omit<ComposerProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '')
  return <Composer {...props} value={value} onValueChange={setValue} />
}

const meta = {
  title: 'Chat/Composer',
  component: StatefulComposer,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSend: () => {}, onStop: () => {}, streaming: false, balance },
} satisfies Meta<typeof StatefulComposer>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const NearTheLimit: Story = { args: { initial: 'あ'.repeat(7990) } }
export const OverTheLimit: Story = { args: { initial: 'あ'.repeat(8012) } }
export const Streaming: Story = { args: { streaming: true, initial: '' } }
export const TokensExhausted: Story = {
  args: { balance: { ...balance, balance: 300, available: 300, canSend: false }, initial: 'こんにちは' },
}
export const Refused: Story = {
  args: {
    initial: 'こんにちは',
    error: 'トークンが不足しています（必要: 2100、残り: 300）。管理者にトークンの追加を依頼してください。',
  },
}
