import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

const accept: ConfirmDialogProps['onConfirm'] = () => undefined

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '佐藤 花子 さんをオーナーにしますか？',
    description: 'オーナーはメンバーの招待・削除、支払いを含むすべての設定を変更できます。',
    confirmLabel: 'オーナーにする',
    confirmVariant: 'danger',
    onConfirm: accept,
    trigger: <Button variant="secondary">役割を変更…</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { open: true } }
export const Refused: Story = {
  args: { open: true, onConfirm: () => 'オーナーが 1 人だけのときは役割を変更できません。' },
}
