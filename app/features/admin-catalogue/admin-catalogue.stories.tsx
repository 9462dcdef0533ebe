import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeCatalogueApi, sampleFaqChats } from './admin-catalogue.fixtures'
import { CatalogueQueryProvider } from './catalogue-query-provider'
import { CategoriesView } from './categories-view'
import { ChatsView } from './chats-view'
import { FaqChatsView } from './faqchats-view'

const meta = {
  title: 'Features/Admin/Catalogue',
  decorators: [
    (Story) => (
      <CatalogueQueryProvider>
        <Story />
      </CatalogueQueryProvider>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Categories: Story = { render: () => <CategoriesView api={fakeCatalogueApi()} /> }

export const CustomAndOpsChats: Story = {
  render: () => <ChatsView api={fakeCatalogueApi()} console="customchats" />,
}

export const NoChats: Story = {
  render: () => <ChatsView api={fakeCatalogueApi({ chats: [] })} console="customchats" />,
}

export const FaqChatWithEntries: Story = {
  render: () => <FaqChatsView api={fakeCatalogueApi()} initialChat={sampleFaqChats[0] ?? null} />,
}

export const Loading: Story = { render: () => <CategoriesView api={fakeCatalogueApi({ delayMs: 60_000 })} /> }
