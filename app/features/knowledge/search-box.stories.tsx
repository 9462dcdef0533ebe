import type { Meta, StoryObj } from '@storybook/react-vite'
import { hybridResult, lexicalResult } from './knowledge.fixtures'
import { SearchBox, SearchResults } from './search-box'

const documentHref = (documentId: string, chunkId: number) =>
  `/knowledge/documents/${documentId}?chunk=${chunkId}`

const meta = {
  title: 'Features/Knowledge/RetrievalTest',
  component: SearchBox,
  args: { search: async () => ({ ok: true, data: lexicalResult }), documentHref },
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Without embeddings: the mode is said plainly, scores are lexical coverage. */
export const LexicalResults: Story = {
  render: () => <SearchResults result={lexicalResult} documentHref={documentHref} />,
}

export const HybridResults: Story = {
  render: () => <SearchResults result={hybridResult} documentHref={documentHref} />,
}

export const NoHits: Story = {
  render: () => <SearchResults result={{ ...lexicalResult, hits: [] }} documentHref={documentHref} />,
}
