import type { Meta, StoryObj } from '@storybook/react-vite'
import { DocumentsTable } from './documents-table'
import { sampleDocuments } from './knowledge.fixtures'

const meta = {
  title: 'Features/Knowledge/Documents',
  component: DocumentsTable,
  args: {
    documents: sampleDocuments,
    documentHref: (id: string) => `/knowledge/documents/${id}`,
    onDelete: async () => undefined,
    onReprocess: () => {},
  },
} satisfies Meta<typeof DocumentsTable>

export default meta
type Story = StoryObj<typeof meta>

/** Queued, processing (35 of 200 pages), ready, and failed with its reason. */
export const EveryStatus: Story = {}

export const NoDocuments: Story = { args: { documents: [] } }
