/**
 * PII masking before the model (issue 19, ADR 034): the kinds of personal data that can be
 * masked, the spans a masked message carries, and the settings as the screens and the API show
 * them. Shared by the server (app/server/pii-masking) and the screens.
 */

/** Detected kinds an application or a tenant can turn on; NG words apply when their list is not empty. */
export const PII_KINDS = ['email', 'phone', 'myNumber', 'card'] as const
export type PiiKind = (typeof PII_KINDS)[number]

/** Every kind of masked span: the detected ones and the administrators' NG words. */
export const MASK_KINDS = [...PII_KINDS, 'ngWord'] as const
export type MaskKind = (typeof MASK_KINDS)[number]

/** What a masked span is replaced by in the text the model provider receives. */
export const PLACEHOLDERS: Record<MaskKind, string> = {
  email: '[EMAIL]',
  phone: '[PHONE]',
  myNumber: '[MY_NUMBER]',
  card: '[CARD]',
  ngWord: '[NG]',
}

/**
 * A masked part of a stored message: `[start, end)` in UTF-16 code units (JavaScript string
 * indices) of the message's `content` as stored — the original text, or its placeholder when
 * the tenant stores messages masked.
 */
export interface MaskedSpan {
  kind: MaskKind
  start: number
  end: number
}

/** Most NG words a list may hold, and the longest one, in characters. */
export const MAX_NG_WORDS = 200
export const MAX_NG_WORD_LENGTH = 50

/** An application's masking, as the console shows and edits it. */
export interface ApplicationMaskingView {
  kinds: PiiKind[]
  ngWords: string[]
}

/** A tenant's masking: its own additions, what its application already enforces, and storage. */
export interface TenantMaskingView {
  kinds: PiiKind[]
  ngWords: string[]
  /** The tenant's users' messages are stored masked too (their author sees the placeholders). */
  storeMasked: boolean
  /** The application's masking, always on for the tenant: it can add to it, not turn it off. */
  application: ApplicationMaskingView
}

const isMaskKind = (value: unknown): value is MaskKind =>
  typeof value === 'string' && (MASK_KINDS as readonly string[]).includes(value)

/** A stored `masked_spans` value as the screens read it: well-formed spans, in order, or none. */
export function maskedSpansOf(stored: unknown, contentLength: number): MaskedSpan[] {
  if (!Array.isArray(stored)) return []
  const spans = stored.flatMap((item): MaskedSpan[] => {
    if (typeof item !== 'object' || item === null) return []
    const { kind, start, end } = item as Record<string, unknown>
    if (!isMaskKind(kind) || !Number.isInteger(start) || !Number.isInteger(end)) return []
    const from = start as number
    const to = end as number
    return from >= 0 && from < to && to <= contentLength ? [{ kind, start: from, end: to }] : []
  })
  spans.sort((left, right) => left.start - right.start)
  // Overlapping spans cannot be drawn: the first one wins.
  const drawable: MaskedSpan[] = []
  for (const span of spans) {
    if (span.start >= (drawable.at(-1)?.end ?? 0)) drawable.push(span)
  }
  return drawable
}

/** How many spans of each kind, in the order of MASK_KINDS (kinds with none left out). */
export function countMaskedKinds(spans: readonly MaskedSpan[]): { kind: MaskKind; count: number }[] {
  return MASK_KINDS.map((kind) => ({
    kind,
    count: spans.filter((span) => span.kind === kind).length,
  })).filter((entry) => entry.count > 0)
}
