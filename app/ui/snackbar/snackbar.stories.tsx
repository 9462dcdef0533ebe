import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { type SnackbarOptions, useSnackbar } from './snackbar'

function SnackbarDemo({ options }: { options: SnackbarOptions[] }) {
  const snackbar = useSnackbar()
  return (
    <Button
      onClick={() => {
        for (const option of options) snackbar.show(option)
      }}
    >
      表示する
    </Button>
  )
}

const meta = {
  title: 'UI/Snackbar',
  component: SnackbarDemo,
  args: { options: [{ message: '保存しました。', tone: 'success' }] },
} satisfies Meta<typeof SnackbarDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Closes after `ui.snackbarTimeoutMs` (5000 ms); swipe it up or down more than 50 px to dismiss. */
export const Success: Story = {}
export const Info: Story = { args: { options: [{ message: '新しいメッセージがあります。', tone: 'info' }] } }
export const Warning: Story = {
  args: { options: [{ message: 'トークン残高が少なくなっています。', tone: 'warning' }] },
}
export const ErrorTone: Story = {
  name: 'Error',
  args: { options: [{ message: '送信できませんでした。', tone: 'error', timeoutMs: -1 }] },
}
export const NeverCloses: Story = {
  args: { options: [{ message: '閉じるまで表示されます（timeout -1）。', timeoutMs: -1 }] },
}
export const WithAction: Story = {
  args: {
    options: [
      {
        message: 'スレッドを削除しました。',
        action: { label: '元に戻す', onAction: () => {} },
        timeoutMs: 8000,
      },
    ],
  },
}
export const Queue: Story = {
  args: {
    options: [
      { message: '1 件目（2 秒）', timeoutMs: 2000 },
      { message: '2 件目（2 秒）', timeoutMs: 2000, tone: 'success' },
      { message: '3 件目（2 秒）', timeoutMs: 2000, tone: 'warning' },
    ],
  },
}
