import { mdiAccount, mdiChat, mdiCog, mdiForumOutline, mdiHelpCircle, mdiRobot } from '@mdi/js'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from './icon'

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { path: mdiRobot, size: 32 },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Decorative: Story = {}
export const Labelled: Story = { args: { label: 'AI アシスタント' } }
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {[mdiAccount, mdiChat, mdiCog, mdiForumOutline, mdiHelpCircle, mdiRobot].map((path) => (
        <Icon key={path} {...args} path={path} />
      ))}
    </div>
  ),
}
