import type { Meta, StoryObj } from '@storybook/react-vite'
import { createChatFontStore } from './chat-font-store'
import { FontPicker } from './font-picker'

const meta = {
  title: 'UI/FontPicker',
  component: FontPicker,
} satisfies Meta<typeof FontPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Loads the real self-hosted @fontsource stylesheets on choice (3000 ms timeout). */
export const Default: Story = {}

/** A family that never arrives: after the timeout the preview stays in the system font. */
export const TimesOut: Story = {
  args: {
    store: createChatFontStore({
      storage: () => undefined,
      load: (_family, timeoutMs) =>
        new Promise((resolve) => setTimeout(() => resolve('fallback'), timeoutMs)),
    }),
  },
}
