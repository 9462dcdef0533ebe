import type { Meta, StoryObj } from '@storybook/react-vite'
import { HELP_PAYLOADS } from './help-docs.fixtures'
import { HelpView } from './help-view'

// The payload the build writes for /help, rendered from docs/help by the same renderer.
const help = HELP_PAYLOADS['/help']

const meta = {
  title: 'Features/Help/HelpView',
  component: HelpView,
  args: { articles: help.ja.articles },
} satisfies Meta<typeof HelpView>

export default meta
type Story = StoryObj<typeof meta>

export const Japanese: Story = {}
export const English: Story = { args: { articles: help.en.articles } }
export const Searched: Story = { args: { initialQuery: 'トークン' } }
export const NothingFound: Story = { args: { initialQuery: 'ぬぬぬ' } }
