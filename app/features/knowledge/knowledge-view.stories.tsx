import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import {
  catalogueOverview,
  noopKnowledgeActions,
  sampleChats,
  sampleDocuments,
  sampleOverview,
} from './knowledge.fixtures'
import { KnowledgeView, type KnowledgeViewProps } from './knowledge-view'

/** The view with its selection held in state, as the page holds it. */
function Selectable(props: Omit<KnowledgeViewProps, 'selectedBaseId' | 'onSelectBase'>) {
  const [selected, setSelected] = useState(props.overview.bases[0]?.id ?? null)
  return <KnowledgeView {...props} selectedBaseId={selected} onSelectBase={setSelected} />
}

const meta = {
  title: 'Features/Knowledge',
  component: Selectable,
  args: {
    overview: sampleOverview,
    documents: sampleDocuments,
    attachableChats: sampleChats,
    actions: noopKnowledgeActions,
    viewerBase: '/knowledge',
  },
} satisfies Meta<typeof Selectable>

export default meta
type Story = StoryObj<typeof meta>

export const TenantBases: Story = {}

export const CatalogueBases: Story = { args: { overview: catalogueOverview, viewerBase: '/admin/knowledge' } }

export const UnlimitedStorage: Story = {
  args: { overview: { ...sampleOverview, storage: { usedBytes: 1_048_576, limitBytes: null } } },
}

export const NoBases: Story = { args: { overview: { ...sampleOverview, bases: [] }, documents: [] } }

export const EmptyBase: Story = {
  args: {
    overview: { ...sampleOverview, bases: sampleOverview.bases.slice(1) },
    documents: [],
  },
}
