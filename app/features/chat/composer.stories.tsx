import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SAMPLE_BALANCE } from './chat-stories-data'
import type { CreditAllowance } from './chat-types.shared'
import { Composer, type ComposerProps } from './composer'
import type { StagedAttachment } from './use-staged-attachments'

const balance = SAMPLE_BALANCE
const allowance: CreditAllowance = {
  scope: 'member',
  teamName: null,
  cap: 20_000,
  committed: 15_500,
  remaining: 4500,
  resetsOn: '2025-05-01',
}

function StatefulComposer({
  files,
  ...props
}: Omit<ComposerProps, 'value' | 'onValueChange' | 'attachments'> & {
  initial?: string
  files?: StagedAttachment[]
}) {
  const [value, setValue] = useState(props.initial ?? '')
  const [items, setItems] = useState(files ?? [])
  const attachments = {
    items,
    onAdd: () => {},
    onRemove: (key: string) => setItems((list) => list.filter((item) => item.key !== key)),
  }
  return <Composer {...props} value={value} onValueChange={setValue} attachments={attachments} />
}

const staged = (
  key: string,
  name: string,
  state: StagedAttachment['state'],
  extra: Partial<StagedAttachment> = {},
) =>
  ({
    key,
    name,
    id: key,
    state,
    progress: state === 'uploading' ? 0.42 : 1,
    error: null,
    ...extra,
  }) satisfies StagedAttachment

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
/** The offline provider answers: nothing is charged, whatever the balance. */
export const FreeOfflineChat: Story = {
  args: { balance: { ...balance, balance: 0, available: 0, minimumToSend: 0, free: true } },
}
export const UnderAMonthlyCap: Story = { args: { balance: { ...balance, allowance } } }
export const TeamCapReached: Story = {
  args: {
    balance: {
      ...balance,
      allowance: { ...allowance, scope: 'team', teamName: '営業部', committed: 19_000, remaining: 1000 },
      canSend: false,
    },
    initial: 'こんにちは',
  },
}
export const Refused: Story = {
  args: {
    initial: 'こんにちは',
    error:
      'クレジットが不足しています（必要: 2100、残り: 300）。管理者にクレジットの追加を依頼してください。',
  },
}
export const WithAttachments: Story = {
  args: {
    initial: '添付した資料の要点を教えてください',
    files: [
      staged('a', '就業規則_2025年度版（改定案を含む最終確認用）.pdf', 'ready'),
      staged('b', '議事録.docx', 'ready'),
    ],
  },
}
export const AttachmentsInProgress: Story = {
  args: {
    initial: '添付した資料の要点を教えてください',
    files: [
      staged('a', '売上集計_2025.xlsx', 'uploading'),
      staged('b', '提案書.pptx', 'processing'),
      staged('c', 'メモ.txt', 'ready'),
    ],
  },
}
export const AttachmentFailed: Story = {
  args: {
    initial: 'この資料について',
    files: [
      staged('a', '機密資料.xlsx', 'failed', {
        error: {
          ja: 'ファイルが暗号化またはパスワードで保護されているため読めません。保護を解除してからアップロードしてください。',
          en: 'The file is encrypted or password-protected and cannot be read. Remove the protection and upload it again.',
        },
      }),
      staged('b', '議事録.docx', 'ready'),
    ],
  },
}
