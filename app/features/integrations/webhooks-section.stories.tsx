import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { pickTexts } from '../../i18n/local-texts'
import {
  disabledEndpoint,
  fakeWebhooksApi,
  privateUrlRefusal,
  SAMPLE_SECRET,
  sampleDeliveries,
  sampleEndpoint,
} from './webhooks.fixtures'
import { webhooksTexts } from './webhooks.messages'
import { WebhooksSection } from './webhooks-section'

const meta = {
  title: 'Features/Integrations/Webhooks',
  component: WebhooksSection,
  args: { api: fakeWebhooksApi() },
} satisfies Meta<typeof WebhooksSection>

export default meta
type Story = StoryObj<typeof meta>

const textsOf = (globals: StoryContext['globals']) => pickTexts(webhooksTexts, String(globals.locale ?? 'ja'))

/** No endpoint yet: what webhooks are for, and the way to add one. */
export const Empty: Story = {}

/** Two endpoints, one on and one off, with their events. */
export const List: Story = { args: { api: fakeWebhooksApi([sampleEndpoint, disabledEndpoint]) } }

/** Adding an endpoint: the form, then its signing secret, shown this once. */
export const CreateShowsSecretOnce: Story = {
  play: async ({ canvasElement, globals }: StoryContext) => {
    const texts = textsOf(globals)
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: texts.add }))
    await userEvent.type(
      await page.findByLabelText(texts.url, { exact: false }),
      'https://hooks.hirameki.example/in',
    )
    await userEvent.click(page.getByRole('button', { name: texts.save }))
    await expect(await page.findByTestId('webhook-secret')).toHaveTextContent(SAMPLE_SECRET)
  },
}

/** The delivery log: a message failing (a 500, then a timeout) and waiting for its retry, one delivered. */
export const DeliveryLogWithFailures: Story = {
  args: { api: fakeWebhooksApi([sampleEndpoint], { deliveries: sampleDeliveries }) },
  play: async ({ canvasElement, globals }: StoryContext) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: textsOf(globals).log }))
    await expect(await canvas.findAllByTestId('webhook-delivery')).toHaveLength(2)
  },
}

/** A receiver on a private address is refused by the server (400); nothing is stored. */
export const CreateRefused: Story = {
  args: { api: fakeWebhooksApi([], { refuseCreate: privateUrlRefusal }) },
  play: async ({ canvasElement, globals }: StoryContext) => {
    const texts = textsOf(globals)
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: texts.add }))
    await userEvent.type(await page.findByLabelText(texts.url, { exact: false }), 'https://10.0.0.5/hook')
    await userEvent.click(page.getByRole('button', { name: texts.save }))
    await expect(await page.findByRole('alert')).toHaveTextContent(
      inLanguage(privateUrlRefusal, String(globals.locale ?? 'ja')),
    )
  },
}

/** The list could not be loaded (a member, or the server down): the reason, in the reader's language. */
export const LoadRefused: Story = {
  args: {
    api: {
      ...fakeWebhooksApi(),
      list: async () => ({
        ok: false,
        status: 403,
        message: {
          ja: 'Webhook を設定できるのはオーナーと管理者だけです。',
          en: 'Only owners and admins can set up webhooks.',
        },
        fieldErrors: {},
      }),
    },
  },
}
