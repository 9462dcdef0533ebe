import type { Meta, StoryObj } from '@storybook/react-vite'
import { LanguageSwitcher } from './language-switcher'

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** Switching here changes the Language toolbar too: it is the same setting. */
export const Default: Story = {}
export const English: Story = { globals: { locale: 'en' } }
