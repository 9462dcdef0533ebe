import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApplicationMaskingDialog } from './application-masking-dialog'
import { fakeApplicationMaskingApi } from './masking.fixtures'

const meta = {
  title: 'Features/Admin/Applications/PIIMasking',
  component: ApplicationMaskingDialog,
  args: {
    applicationKey: 'hirameki_ai',
    applicationName: 'ひらめきAI',
    api: fakeApplicationMaskingApi(),
    onClose: () => {},
  },
} satisfies Meta<typeof ApplicationMaskingDialog>

export default meta
type Story = StoryObj<typeof meta>

export const KindsAndWords: Story = {}
export const NothingSet: Story = {
  args: { api: fakeApplicationMaskingApi({ kinds: [], ngWords: [] }, 'empty') },
}
