import type { Meta, StoryObj } from '@storybook/react-vite'
import { DocumentViewerView } from './document-viewer-view'
import { processingDocument, sampleViewerDocument } from './knowledge.fixtures'

const meta = {
  title: 'Features/Knowledge/DocumentViewer',
  component: DocumentViewerView,
  args: { data: sampleViewerDocument, knowledgeHref: '/knowledge', onBack: () => {} },
} satisfies Meta<typeof DocumentViewerView>

export default meta
type Story = StoryObj<typeof meta>

export const ByPage: Story = {}

/** Opened from a citation: the passage is scrolled to and marked. */
export const CitedPassage: Story = { args: { citedChunkId: 102 } }

export const ForAMember: Story = { args: { knowledgeHref: undefined } }

export const StillProcessing: Story = {
  args: {
    data: {
      document: { ...processingDocument, baseName: '社内規程' },
      chunks: [],
    },
  },
}
