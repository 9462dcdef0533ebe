import { mdiContentSave, mdiDelete } from '@mdi/js'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '保存する', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Ghost: Story = { args: { variant: 'ghost' } }
export const Danger: Story = { args: { variant: 'danger', icon: mdiDelete, children: '削除する' } }
export const WithIcon: Story = { args: { icon: mdiContentSave } }
export const Loading: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true } }
export const FullWidth: Story = { args: { fullWidth: true, size: 'large' } }

/** Every variant and size at once, for a contrast check in each theme. */
export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {(['small', 'medium', 'large'] as const).flatMap((size) =>
        (['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={`${size}-${variant}`} {...args} size={size} variant={variant}>
            {variant} / {size}
          </Button>
        )),
      )}
    </div>
  ),
}
