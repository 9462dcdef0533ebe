import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeExportsApi, fakeRetentionApi, sampleExports } from './tenant-data.fixtures'
import { TenantDataSection } from './tenant-data-section'

const { building, ready, failed, expired } = sampleExports

const meta = {
  title: 'Features/Team/Data',
  component: TenantDataSection,
  args: {
    apis: { exports: fakeExportsApi([ready, failed, expired], 'history'), retention: fakeRetentionApi(90) },
  },
} satisfies Meta<typeof TenantDataSection>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Building: Story = {
  args: {
    apis: {
      exports: fakeExportsApi([building, ready], 'building'),
      retention: fakeRetentionApi(null, 'forever'),
    },
  },
}
export const NothingYet: Story = {
  args: { apis: { exports: fakeExportsApi([], 'empty'), retention: fakeRetentionApi(null, 'empty') } },
}
