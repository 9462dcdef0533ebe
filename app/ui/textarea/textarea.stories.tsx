import type { Meta, StoryObj } from '@storybook/react-vite'
import { Textarea } from './textarea'

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: '質問', placeholder: 'AI に聞きたいことを入力してください' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

/** Rows come from `ui.textareaRows` (5) of the configuration. */
export const ConfiguredRows: Story = {}
export const TwoRows: Story = { args: { rows: 2 } }
export const WithError: Story = { args: { error: '入力してください。', required: true } }
export const Disabled: Story = { args: { disabled: true, defaultValue: '送信済みの質問' } }
