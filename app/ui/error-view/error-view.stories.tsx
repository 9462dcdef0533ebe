import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, buttonClassName } from '../button/button'
import { ErrorView } from './error-view'

const meta = {
  title: 'UI/ErrorView',
  component: ErrorView,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 404,
    title: 'Page Not Found',
    details: ['Page not found: /nope?x=1', 'お探しのページは見つかりませんでした。URL をご確認ください。'],
    actions: (
      <a href="/" className={buttonClassName({ variant: 'secondary' })}>
        ホームへ戻る
      </a>
    ),
  },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const InternalServerError: Story = {
  args: {
    status: 500,
    title: 'Internal Server Error',
    details: ['問題が発生しました。時間をおいて再度お試しください。'],
    actions: <Button>再試行</Button>,
  },
}
export const OwnMessage: Story = {
  args: { status: 403, title: 'このチャットはご利用いただけません。', details: [], actions: undefined },
}
