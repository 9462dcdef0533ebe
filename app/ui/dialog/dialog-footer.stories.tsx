import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { Dialog } from './dialog'
import { DialogFooter } from './dialog-footer'

const meta = {
  title: 'UI/DialogFooter',
  component: DialogFooter,
  args: { children: <Button>請求書を依頼</Button> },
  render: (args) => (
    <Dialog
      title="請求書で購入"
      defaultOpen
      trigger={<Button>購入…</Button>}
      footer={<DialogFooter {...args} />}
    >
      <p>1,000,000 トークン（税込 ¥11,000）</p>
    </Dialog>
  ),
} satisfies Meta<typeof DialogFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Danger: Story = { args: { children: <Button variant="danger">削除する</Button> } }
export const CloseOnly: Story = {
  args: { cancelLabel: '閉じる', children: null },
}
