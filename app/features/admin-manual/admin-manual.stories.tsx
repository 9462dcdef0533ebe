import type { Meta, StoryObj } from '@storybook/react-vite'
import { HelpView } from '../help/help-view'
import { ADMIN_HELP_ARTICLES } from './admin-help-files'
import { ADMIN_MANUAL_ARTICLES } from './admin-manual-files'

const manualTexts = {
  title: '管理者マニュアル',
  lead: '管理コンソールの各画面の使い方と、同じ操作を行う CLI コマンドです。',
  search: '管理者マニュアルを検索',
  searchPlaceholder: '例: テナント、ドメイン、メンテナンス',
}

const meta = {
  title: 'Admin/Manuals',
  component: HelpView,
  args: { articles: ADMIN_MANUAL_ARTICLES.ja, texts: manualTexts },
} satisfies Meta<typeof HelpView>

export default meta
type Story = StoryObj<typeof meta>

export const AdminManual: Story = {}
export const AdminManualEnglish: Story = {
  args: {
    articles: ADMIN_MANUAL_ARTICLES.en,
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
    articles: ADMIN_HELP_ARTICLES.ja,
    texts: {
      title: '管理者ヘルプ',
      lead: '管理コンソールでよく行う作業と、よくある質問です。',
      search: 'ヘルプを検索',
      searchPlaceholder: '例: 招待、トークン付与、無料登録',
    },
  },
}
