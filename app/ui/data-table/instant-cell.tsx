import { formatInstant, type TimeStyle } from '../../i18n/time'
import * as css from './data-table.css'

/** An instant in a table cell, on the one time rule (`2026-11-25 14:05 JST`), never wrapped. */
export function InstantCell({
  value,
  style = 'dateTime',
}: {
  value: Date | string | number
  style?: TimeStyle
}) {
  return <span className={css.instant}>{formatInstant(value, { style })}</span>
}
