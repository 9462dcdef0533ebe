import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { TextField } from '../text-field/text-field'
import { Dialog, DialogClose } from './dialog'

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'スレッドを削除',
    description: 'この操作は元に戻せません。使用済みのトークンは返還されません。',
    trigger: <Button variant="danger">削除…</Button>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">キャンセル</Button>
        </DialogClose>
        <Button variant="danger">削除する</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const WithForm: Story = {
  args: {
    defaultOpen: true,
    title: 'メンバーを招待',
    description: undefined,
    trigger: <Button>招待…</Button>,
    children: <TextField label="メールアドレス" type="email" />,
    footer: <Button>招待を送る</Button>,
  },
}
export const Small: Story = { args: { defaultOpen: true, size: 'small' } }
