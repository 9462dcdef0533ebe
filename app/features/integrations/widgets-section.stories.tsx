import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { pickTexts } from '../../i18n/local-texts'
import { fakeWidgetsApi, managersOnly, offWidget, originRefusal, sampleWidget } from './widgets.fixtures'
import { widgetsTexts } from './widgets.messages'
import { WidgetsSection } from './widgets-section'

const meta = {
  title: 'Features/Integrations/Chat widgets',
  component: WidgetsSection,
  args: { api: fakeWidgetsApi([]) },
} satisfies Meta<typeof WidgetsSection>

export default meta
type Story = StoryObj<typeof meta>

const textsOf = (context: StoryContext) => pickTexts(widgetsTexts, String(context.globals.locale ?? 'ja'))

/** No widget yet: the explanation and the create button. */
export const Empty: Story = {}

/** Two widgets, one on and one off, each with its sites and embed code. */
export const List: Story = { args: { api: fakeWidgetsApi([sampleWidget, offWidget]) } }

/** A widget of a tenant without a domain: no embed code yet, and why. */
export const WithoutHost: Story = {
  args: { api: fakeWidgetsApi([{ ...sampleWidget, host: null, snippet: null }]) },
}

/** The create dialog, open. */
export const CreateDialog: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: textsOf(context).create }))
    await expect(await within(document.body).findByTestId('widget-form')).toBeInTheDocument()
  },
}

/** The edit dialog of a widget, filled with its settings. */
export const EditDialog: Story = {
  args: { api: fakeWidgetsApi([offWidget]) },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: textsOf(context).edit }))
    await expect(await within(document.body).findByDisplayValue('#c2185b')).toBeInTheDocument()
  },
}

/** A save the server refuses (an origin that is not one): the dialog says why and stays open. */
export const SaveRefused: Story = {
  args: { api: fakeWidgetsApi([sampleWidget], { refuseSave: originRefusal }) },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const texts = textsOf(context)
    await userEvent.click(await canvas.findByRole('button', { name: texts.edit }))
    const dialog = within(document.body)
    await userEvent.click(await dialog.findByRole('button', { name: texts.save }))
    const language = String(context.globals.locale ?? 'ja')
    await expect(await dialog.findByRole('alert')).toHaveTextContent(inLanguage(originRefusal, language))
  },
}

/** A member opened the page: the server's refusal, in the reader's language. */
export const NotAllowed: Story = { args: { api: fakeWidgetsApi([], { refuseList: managersOnly }) } }
