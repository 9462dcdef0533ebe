/**
 * The one time rule of the product (ADR 020): every instant a person reads is shown in Japan time
 * (Asia/Tokyo) with its zone label — `2026-11-25 14:05 JST` — unless the user chose another zone
 * on /user. Server and browser format with the same explicit zone, so SSR and hydration agree and
 * no screen falls back to the runtime's zone (UTC on the server).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo'

/** Zones offered on /user: Japan first, then the zones of the customers we have. */
export const TIME_ZONE_CHOICES = [
  'Asia/Tokyo',
  'UTC',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const

export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number]

export function isTimeZoneChoice(value: unknown): value is TimeZoneChoice {
  return typeof value === 'string' && (TIME_ZONE_CHOICES as readonly string[]).includes(value)
}

/** A stored zone if it is one we offer, else Japan time. */
export function resolveTimeZone(value: string | null | undefined): string {
  return isTimeZoneChoice(value) ? value : DEFAULT_TIME_ZONE
}

const partFormats = new Map<string, Intl.DateTimeFormat>()

function partsIn(date: Date, timeZone: string) {
  let formatter = partFormats.get(timeZone)
  if (!formatter) {
    // en-US with h23 gives plain digits we reassemble into one locale-independent shape.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
    partFormats.set(timeZone, formatter)
  }
  const parts: Record<string, string> = {}
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value
  return parts
}

/** `JST` for Japan, else the short name the platform knows (`UTC`, `EST`, `GMT+1`). */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  if (timeZone === DEFAULT_TIME_ZONE) return 'JST'
  return partsIn(at, timeZone).timeZoneName ?? timeZone
}

export type TimeStyle = 'dateTime' | 'date' | 'time'

export interface FormatTimeOptions {
  style?: TimeStyle
  timeZone?: string
}

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * An instant as people read it on every screen: `2026-11-25 14:05 JST` (dateTime),
 * `2026-11-25` (date: the calendar day in the zone), `14:05 JST` (time). The same digits in
 * Japanese and English, so tables line up and tests can compare exact text.
 */
export function formatInstant(value: Date | string | number, options: FormatTimeOptions = {}): string {
  const date = toDate(value)
  if (!date) return ''
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const parts = partsIn(date, timeZone)
  const day = `${parts.year}-${parts.month}-${parts.day}`
  const clock = `${parts.hour}:${parts.minute}`
  const label = timeZone === DEFAULT_TIME_ZONE ? 'JST' : (parts.timeZoneName ?? timeZone)
  switch (options.style ?? 'dateTime') {
    case 'date':
      return day
    case 'time':
      return `${clock} ${label}`
    default:
      return `${day} ${clock} ${label}`
  }
}

/** A zone's name for the /user select: `日本時間 (JST)`, `America/New_York (EST)`. */
export function timeZoneOptionLabel(timeZone: string, japanName: string): string {
  const label = timeZoneLabel(timeZone)
  if (timeZone === DEFAULT_TIME_ZONE) return `${japanName} (${label})`
  return label === timeZone ? timeZone : `${timeZone} (${label})`
}
