import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleGrantHistory } from './admin-tokens.fixtures'
import { AdminTokensView } from './admin-tokens-view'
import type { GrantSubmitResult } from './grant-form'

const meta = {
  title: 'Features/Admin/AdditionalTokens',
  component: AdminTokensView,
  args: {
    history: sampleGrantHistory,
    onSearchChange: () => {},
    onGrant: async (): Promise<GrantSubmitResult> => ({
      ok: true,
      message: 'ヒラメキ株式会社 に 50,000 クレジットを付与しました。',
    }),
  },
} satisfies Meta<typeof AdminTokensView>

export default meta
type Story = StoryObj<typeof meta>

export const Grants: Story = {}
export const Filtered: Story = {
  args: {
    history: {
      ...sampleGrantHistory,
      query: { ...sampleGrantHistory.query, tenant: 'hirameki', source: 'admin' },
      rows: sampleGrantHistory.rows.slice(0, 1),
      total: 1,
    },
  },
}
/** The 40th of 4,812 grants' pages: the server sends one page and the total. */
export const ManyPages: Story = {
  args: {
    history: { ...sampleGrantHistory, total: 4_812, query: { ...sampleGrantHistory.query, page: 39 } },
  },
}
export const Empty: Story = { args: { history: { ...sampleGrantHistory, rows: [], total: 0 } } }
export const UnknownTenant: Story = {
  args: {
    onGrant: async (): Promise<GrantSubmitResult> => ({
      ok: false,
      fieldErrors: { tenant: 'adminTokens.errors.unknownTenant' },
    }),
  },
}
