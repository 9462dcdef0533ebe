import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  fakeBrandApi,
  noopApplicationActions,
  sampleAdminApplications,
  sampleApplicationsSearch,
} from './admin-applications.fixtures'
import { AdminApplicationsView } from './admin-applications-view'
import { ApplicationBrandDialog } from './application-brand-dialog'
import { ApplicationPricesDialog } from './application-prices-dialog'
import { DefaultPricesSection } from './default-prices-section'
import { fakeModelPriceApi, sampleDefaultSheet } from './model-prices.fixtures'

const meta = {
  title: 'Features/Admin/Applications',
  component: AdminApplicationsView,
  args: {
    data: sampleAdminApplications,
    search: sampleApplicationsSearch,
    onSearchChange: () => {},
    actions: noopApplicationActions,
    onChanged: () => {},
  },
} satisfies Meta<typeof AdminApplicationsView>

export default meta
type Story = StoryObj<typeof meta>

export const AllApplications: Story = {}
export const Empty: Story = {
  args: {
    data: { ...sampleAdminApplications, page: { ...sampleAdminApplications.page, rows: [], total: 0 } },
  },
}

/** The identity dialog of /admin/applications, with a brand as the API would answer it. */
export const BrandDialog: StoryObj<typeof ApplicationBrandDialog> = {
  render: () => (
    <ApplicationBrandDialog
      applicationKey="hirameki_ai"
      applicationName="ヒラメキAI"
      api={fakeBrandApi}
      onClose={() => {}}
      onChanged={() => {}}
    />
  ),
}

/** An application's model prices: each model with the price charged and where it comes from. */
export const PricesDialog: StoryObj<typeof ApplicationPricesDialog> = {
  render: () => (
    <ApplicationPricesDialog
      applicationKey="hirameki_ai"
      applicationName="ヒラメキAI"
      api={fakeModelPriceApi()}
      onClose={() => {}}
    />
  ),
}

/** An application on the offline provider: its one model is free, and it says so. */
export const OfflinePricesDialog: StoryObj<typeof ApplicationPricesDialog> = {
  render: () => (
    <ApplicationPricesDialog
      applicationKey="opsai_chat"
      applicationName="opsai チャット"
      api={fakeModelPriceApi()}
      onClose={() => {}}
    />
  ),
}

/** The page's section of system default prices, with the built-in price named. */
export const DefaultPrices: StoryObj<typeof DefaultPricesSection> = {
  render: () => <DefaultPricesSection api={fakeModelPriceApi()} />,
}

/** No system default prices yet: every model costs the built-in price. */
export const NoDefaultPrices: StoryObj<typeof DefaultPricesSection> = {
  render: () => (
    <DefaultPricesSection api={fakeModelPriceApi([{ ...sampleDefaultSheet, prices: [], defaults: [] }])} />
  ),
}
