import type { Meta, StoryObj } from '@storybook/react-vite'
import { HELP_ARTICLES } from './help-files'
import { HelpView } from './help-view'

const meta = {
  title: 'Features/Help/HelpView',
  component: HelpView,
  args: { articles: HELP_ARTICLES.ja },
} satisfies Meta<typeof HelpView>

export default meta
type Story = StoryObj<typeof meta>

export const Japanese: Story = {}
export const English: Story = { args: { articles: HELP_ARTICLES.en } }
export const Searched: Story = { args: { initialQuery: 'トークン' } }
export const NothingFound: Story = { args: { initialQuery: 'ぬぬぬ' } }
