import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleTokens } from './account.fixtures'
import { ApiTokenList, CreatedTokenNotice } from './api-token-list'

const meta = {
  title: 'Features/Account/ApiTokenList',
  component: ApiTokenList,
  args: { tokens: sampleTokens, onRevoke: fn() },
} satisfies Meta<typeof ApiTokenList>

export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {}
export const Empty: Story = { args: { tokens: [] } }
export const JustCreated: Story = {
  render: (args) => (
    <>
      <CreatedTokenNotice token="opsai_pat_Ab3dE9kQ2mZx7Yw1VbN5cR8tU0sL4pHjGfD6eA" onDone={() => {}} />
      <ApiTokenList {...args} />
    </>
  ),
}
