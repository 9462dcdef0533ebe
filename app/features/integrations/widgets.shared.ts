/**
 * What the widget settings screen, the server and the CLI agree on (ADR 040): how a chat is
 * named (the model-id spelling of issue 20), what an allowed origin is, the input's rules and
 * the snippet. Schema messages are catalogue keys (`errors.widgets.*`), worded by the server.
 */
import { z } from 'zod'
import { WIDGET_POSITIONS, type WidgetPosition } from '#db/schema/widgets'

export { WIDGET_POSITIONS, type WidgetPosition }

export const MAX_WIDGET_ORIGINS = 20
export const MAX_WIDGET_NAME = 80
export const MAX_GREETING = 500
export const MAX_CAP = 100_000
export const DEFAULT_VISITOR_DAILY_CAP = 20
export const DEFAULT_DAILY_CAP = 500

/** A thread's chat kind spelled as in the `/v1` model ids: `chat`, `custom:kw`, `faq:kw`, `ops:kw`. */
const MODEL_PREFIX = { customchat: 'custom', faqchat: 'faq', opschat: 'ops' } as const
type CatalogueKind = keyof typeof MODEL_PREFIX
const KIND_OF_PREFIX: Record<string, CatalogueKind> = { custom: 'customchat', faq: 'faqchat', ops: 'opschat' }
const KEYWORD = /^[A-Za-z0-9_-]{1,64}$/

export interface ChatRef {
  chatKind: 'chat' | CatalogueKind
  keyword: string
}

export function chatModelId(ref: ChatRef): string {
  return ref.chatKind === 'chat' ? 'chat' : `${MODEL_PREFIX[ref.chatKind]}:${ref.keyword}`
}

/** The chat a model id names, or null when it is not one. */
export function parseChatModelId(value: string): ChatRef | null {
  if (value === 'chat') return { chatKind: 'chat', keyword: 'default' }
  const [prefix, keyword, ...rest] = value.split(':')
  const chatKind = prefix ? KIND_OF_PREFIX[prefix] : undefined
  if (!chatKind || !keyword || rest.length > 0 || !KEYWORD.test(keyword)) return null
  return { chatKind, keyword }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function isLoopbackHost(hostname: string) {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost')
}

/**
 * An origin as browsers send it (`https://shop.example.com`, `http://localhost:8080`), or null:
 * only a scheme, a host and a port (a trailing `/` is forgiven), https — http for loopback only.
 */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '')
  if (!/^https?:\/\/[^/?#@\s*]+$/i.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return null
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url.origin
}

const originsSchema = z
  .array(z.string({ error: 'errors.widgets.originsEmpty' }), { error: 'errors.widgets.originsEmpty' })
  .min(1, 'errors.widgets.originsEmpty')
  .refine((origins) => origins.length <= MAX_WIDGET_ORIGINS, {
    message: 'errors.widgets.originsTooMany',
    params: { max: MAX_WIDGET_ORIGINS },
  })
  .superRefine((origins, context) => {
    for (const origin of origins) {
      if (normaliseOrigin(origin) === null)
        context.addIssue({
          code: 'custom',
          message: 'errors.widgets.originInvalid',
          params: { origin: origin.slice(0, 200) },
        })
    }
  })
  .transform((origins) => [...new Set(origins.map((origin) => normaliseOrigin(origin) ?? origin))])

const capSchema = z
  .number({ error: 'errors.widgets.capInvalid' })
  .refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_CAP, {
    message: 'errors.widgets.capInvalid',
    params: { max: MAX_CAP },
  })

/** Trimmed text of 1 to `max` characters, refused with `key` (which names the limit). */
const boundedText = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .refine((value) => value.length >= 1 && value.length <= max, { message: key, params: { max } })

const greetingSchema = boundedText('errors.widgets.greetingInvalid', MAX_GREETING)

const fields = {
  name: boundedText('errors.widgets.nameInvalid', MAX_WIDGET_NAME),
  chat: z.string({ error: 'errors.widgets.chatInvalid' }).max(100, 'errors.widgets.chatInvalid'),
  allowedOrigins: originsSchema,
  greetingJa: greetingSchema,
  greetingEn: greetingSchema,
  position: z.enum(WIDGET_POSITIONS, { error: 'errors.widgets.positionInvalid' }),
  accentColor: z
    .string({ error: 'errors.widgets.accentInvalid' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'errors.widgets.accentInvalid')
    .transform((value) => value.toLowerCase())
    .nullable(),
  visitorDailyCap: capSchema,
  dailyCap: capSchema,
  enabled: z.boolean({ error: 'errors.common.notInForm' }),
}

/** A new widget: the chat and its origins; the rest has defaults (the name: the chat's). */
export const widgetCreateSchema = z.strictObject({
  ...fields,
  name: fields.name.optional(),
  greetingJa: fields.greetingJa.optional(),
  greetingEn: fields.greetingEn.optional(),
  position: fields.position.default('bottom-right'),
  accentColor: fields.accentColor.default(null),
  visitorDailyCap: capSchema.default(DEFAULT_VISITOR_DAILY_CAP),
  dailyCap: capSchema.default(DEFAULT_DAILY_CAP),
  enabled: fields.enabled.default(true),
})
export type WidgetCreateInput = z.input<typeof widgetCreateSchema>

/** A change: any of the fields (the chat too). */
export const widgetUpdateSchema = z.strictObject(fields).partial()
export type WidgetUpdateInput = z.input<typeof widgetUpdateSchema>

/** A widget as the settings screen and the CLI see it. */
export interface WidgetView {
  id: string
  name: string
  chat: string
  allowedOrigins: string[]
  greetingJa: string
  greetingEn: string
  position: WidgetPosition
  accentColor: string | null
  visitorDailyCap: number
  dailyCap: number
  enabled: boolean
  /** The tenant's primary host the snippet loads from (null: the tenant has no host yet). */
  host: string | null
  snippet: string | null
  createdAt: string
  updatedAt: string
}

/** The snippet a site pastes: the script from the tenant's own host, nothing else. */
export function widgetSnippet(scriptOrigin: string, widgetId: string): string {
  return `<script src="${scriptOrigin}/widget.js" data-widget="${widgetId}" async></script>`
}
