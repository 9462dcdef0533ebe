import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeTenantBrandApi } from '../branding/brand.fixtures'
import { fakeSamlApi } from '../saml-settings/saml-settings.fixtures'
import { fakeExportsApi, sampleExports } from '../team/tenant-data.fixtures'
import { sampleChoiceSearch, sampleTenantDetail, sampleTenantOptions } from './admin-tenants.fixtures'
import { TenantDetailDialog } from './tenant-detail-dialog'
import { fakeDeletionApi } from './tenant-lifecycle.fixtures'
import { InMemoryRouter } from './testing/in-memory-router'

const ok = async () => ({ ok: true as const, data: {} })
const searchChoices = sampleChoiceSearch

const meta = {
  title: 'Features/Admin/Tenants/Detail',
  component: TenantDetailDialog,
  decorators: [(Story) => <InMemoryRouter>{<Story />}</InMemoryRouter>],
  args: {
    slug: 'hirameki',
    detail: sampleTenantDetail,
    options: sampleTenantOptions,
    actions: { create: ok, update: ok, setStatus: ok, mapDomain: ok, unmapDomain: ok, searchChoices },
    onClose: () => {},
    brandApi: fakeTenantBrandApi('ひらめきナビ'),
    exportsApi: fakeExportsApi([sampleExports.building, sampleExports.ready], 'console'),
    deletionApi: fakeDeletionApi(),
    samlApi: fakeSamlApi(),
  },
} satisfies Meta<typeof TenantDetailDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {}
export const Suspended: Story = {
  args: { detail: { ...sampleTenantDetail, status: 'suspended', domains: [] } },
}
export const NotFound: Story = { args: { slug: 'missing', detail: null } }
export const HostTaken: Story = {
  args: {
    actions: {
      create: ok,
      update: ok,
      setStatus: ok,
      unmapDomain: ok,
      searchChoices,
      mapDomain: async () => ({
        ok: false as const,
        status: 409,
        error: 'invalid_input',
        message: { ja: '入力内容を確認してください。', en: 'Please check the form.' },
        fieldErrors: {
          hostname: {
            ja: '"taken.example.com" は別のテナントに割り当て済みです。先に割り当てを解除してください',
            en: '"taken.example.com" is mapped to another tenant; unmap it first',
          },
        },
      }),
    },
  },
}
