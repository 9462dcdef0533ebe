import type { Meta, StoryObj } from '@storybook/react-vite'
import { HELP_PAYLOADS } from '../help/help-docs.fixtures'
import { HelpView } from '../help/help-view'

// The payloads the build writes, rendered from docs/ by the same renderer.
const manual = HELP_PAYLOADS['/admin/manual/adminManual']
const adminHelp = HELP_PAYLOADS['/admin/help']

const manualTexts = {
  title: '管理者マニュアル',
  lead: '管理コンソールの各画面の使い方と、同じ操作を行う CLI コマンドです。',
  search: '管理者マニュアルを検索',
  searchPlaceholder: '例: テナント、ドメイン、メンテナンス',
}

const meta = {
  title: 'Admin/Manuals',
  component: HelpView,
  args: { articles: manual.ja.articles, texts: manualTexts },
} satisfies Meta<typeof HelpView>

export default meta
type Story = StoryObj<typeof meta>

export const AdminManual: Story = {}
export const AdminManualEnglish: Story = {
  args: {
    articles: manual.en.articles,
    texts: {
      title: 'Administrator manual',
      lead: 'How to use each console page, and the CLI commands that do the same.',
      search: 'Search the administrator manual',
      searchPlaceholder: 'e.g. tenant, domain, maintenance',
    },
  },
}
export const SearchedInJapanese: Story = { args: { initialQuery: 'メンテナンス' } }
export const AdminHelp: Story = {
  args: {
    articles: adminHelp.ja.articles,
    texts: {
      title: '管理者ヘルプ',
      lead: '管理コンソールでよく行う作業と、よくある質問です。',
      search: 'ヘルプを検索',
      searchPlaceholder: '例: 招待、トークン付与、無料登録',
    },
  },
}
