import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  fakeCatalogueApi,
  sampleCandidates,
  sampleFaqChats,
  sampleOfflineDraft,
} from './admin-catalogue.fixtures'
import { CatalogueQueryProvider } from './catalogue-query-provider'
import { CategoriesView } from './categories-view'
import { ChatsView } from './chats-view'
import { FaqDraftDialog } from './faq-draft-dialog'
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

export const FaqChatNothingToImprove: Story = {
  render: () => (
    <FaqChatsView api={fakeCatalogueApi({ candidates: [] })} initialChat={sampleFaqChats[0] ?? null} />
  ),
}

/** "Make an FAQ entry": the model's draft of an answer to a question the FAQ could not answer. */
export const FaqDraftFromModel: Story = {
  render: () => (
    <FaqDraftDialog
      api={fakeCatalogueApi()}
      chatId="f1"
      candidate={sampleCandidates[0] ?? null}
      onClose={() => {}}
    />
  ),
}

/** No model configured: the question alone, and a plain note that the answer must be written. */
export const FaqDraftOffline: Story = {
  render: () => (
    <FaqDraftDialog
      api={fakeCatalogueApi({ draft: sampleOfflineDraft })}
      chatId="f1"
      candidate={sampleCandidates[1] ?? null}
      onClose={() => {}}
    />
  ),
}

/** While the model drafts. */
export const FaqDraftLoading: Story = {
  render: () => (
    <FaqDraftDialog
      api={fakeCatalogueApi({ delayMs: 60_000 })}
      chatId="f1"
      candidate={sampleCandidates[0] ?? null}
      onClose={() => {}}
    />
  ),
}

export const Loading: Story = { render: () => <CategoriesView api={fakeCatalogueApi({ delayMs: 60_000 })} /> }
