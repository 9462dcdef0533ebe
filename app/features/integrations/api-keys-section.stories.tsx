import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { pickTexts } from '../../i18n/local-texts'
import { fakeApiKeysApi, NEW_KEY, sampleChats, tooManyKeys } from './api-keys.fixtures'
import { ApiKeysSection } from './api-keys-section'
import { apiKeysTexts } from './api-keys-section.messages'

const meta = {
  title: 'Features/Integrations/API keys',
  component: ApiKeysSection,
  args: { api: fakeApiKeysApi() },
} satisfies Meta<typeof ApiKeysSection>

export default meta
type Story = StoryObj<typeof meta>

/** Live keys (scoped and unscoped, used and never used) and a revoked one. */
export const WithKeys: Story = {}

/** No key yet: the empty state and the create button. */
export const Empty: Story = { args: { api: fakeApiKeysApi({ keys: [], chats: sampleChats }) } }

const open = async ({ canvasElement, globals }: StoryContext) => {
  const texts = pickTexts(apiKeysTexts, String(globals.locale ?? 'ja'))
  await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.create }))
  // The dialog renders in a portal, outside the story's canvas.
  return { texts, dialog: within(await within(document.body).findByRole('dialog')) }
}

/** The create dialog with the scope narrowed to chosen chats. */
export const CreateDialog: Story = {
  play: async (context) => {
    const { texts, dialog } = await open(context)
    await userEvent.type(dialog.getByLabelText(texts.name, { exact: false }), '社内ボット')
    await userEvent.click(dialog.getByRole('checkbox', { name: texts.scopeAll }))
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(1 + sampleChats.length)
  },
}

/** A created key, shown once with its copy button. */
export const KeyShownOnce: Story = {
  args: { api: fakeApiKeysApi({ keys: [], chats: sampleChats }) },
  play: async (context) => {
    const { texts, dialog } = await open(context)
    await userEvent.type(dialog.getByLabelText(texts.name, { exact: false }), 'CI')
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }))
    const canvas = within(context.canvasElement)
    await expect(await canvas.findByTestId('new-api-key')).toHaveTextContent(NEW_KEY)
    await expect(canvas.getByRole('button', { name: texts.copy })).toBeVisible()
  },
}

/** A create the server refuses (409: too many keys); the dialog stays open with the reason. */
export const CreateRefused: Story = {
  args: { api: fakeApiKeysApi(undefined, { refuseCreate: tooManyKeys }) },
  play: async (context) => {
    const { texts, dialog } = await open(context)
    await userEvent.type(dialog.getByLabelText(texts.name, { exact: false }), 'もう一つ')
    await userEvent.click(dialog.getByRole('button', { name: texts.submit }))
    const language = String(context.globals.locale ?? 'ja')
    await expect(await dialog.findByRole('alert')).toHaveTextContent(inLanguage(tooManyKeys, language))
  },
}

/** Revoking asks first. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement, globals }: StoryContext) => {
    const texts = pickTexts(apiKeysTexts, String(globals.locale ?? 'ja'))
    const [first] = await within(canvasElement).findAllByRole('button', { name: texts.revoke })
    if (first) await userEvent.click(first)
    // The dialog opens animated: visible once its opening has run, not on its first frame.
    const dialog = await within(document.body).findByRole('dialog')
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
