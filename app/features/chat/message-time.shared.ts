/**
 * The one place the chat screens turn a stored instant into words, on the product's time rule
 * (app/i18n/time.ts, ADR 020): Japan time, labelled, unless the user chose another zone.
 */
import { DEFAULT_TIME_ZONE, formatInstant } from '../../i18n/time'

/** `2026-11-25 17:23 JST`: the same text on the server and in the browser. */
export function formatMessageTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInstant(value, { style: 'dateTime', timeZone })
}
