import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { pickTexts } from '../../i18n/local-texts'
import { fakeSamlApi, samlDomainTaken, sampleSamlView, unconfiguredSamlView } from './saml-settings.fixtures'
import { samlSettingsTexts } from './saml-settings.messages'
import { TenantSamlSection } from './tenant-saml-section'

const meta = {
  title: 'Features/Team/SAML',
  component: TenantSamlSection,
  args: { api: fakeSamlApi(unconfiguredSamlView) },
} satisfies Meta<typeof TenantSamlSection>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing set up: what to give the IdP, and an empty form (on by default for the first save). */
export const NotConfigured: Story = {}

/** Set up and on: the IdP's entity id and certificates, the SP's values, and removal. */
export const Configured: Story = { args: { api: fakeSamlApi(sampleSamlView) } }

export const ConfiguredButOff: Story = {
  args: { api: fakeSamlApi({ ...sampleSamlView, enabled: false }) },
}

/** A save the server refuses (409: another organisation routes the domain); nothing is stored. */
export const SaveRefused: Story = {
  args: { api: fakeSamlApi(sampleSamlView, { refuseSave: samlDomainTaken }) },
  play: async ({ canvasElement, globals }: StoryContext) => {
    const canvas = within(canvasElement)
    const language = String(globals.locale ?? 'ja')
    await userEvent.click(
      await canvas.findByRole('button', { name: pickTexts(samlSettingsTexts, language).save }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent(inLanguage(samlDomainTaken, language))
  },
}
