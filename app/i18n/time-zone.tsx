import { createContext, type ReactNode, useContext, useMemo } from 'react'
import {
  DEFAULT_TIME_ZONE,
  type FormatTimeOptions,
  formatInstant,
  resolveTimeZone,
  timeZoneLabel,
} from './time'

const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE)

/** The reader's zone for every time below: the signed-in user's choice, else Japan time. */
export function TimeZoneProvider({
  timeZone,
  children,
}: {
  timeZone: string | null | undefined
  children: ReactNode
}) {
  return <TimeZoneContext.Provider value={resolveTimeZone(timeZone)}>{children}</TimeZoneContext.Provider>
}

export function useTimeZone(): string {
  return useContext(TimeZoneContext)
}

/**
 * Formatting in the reader's zone, for components: `const time = useFormatTime()` then
 * `time.dateTime(row.createdAt)` → `2026-11-25 14:05 JST`.
 */
export function useFormatTime() {
  const timeZone = useTimeZone()
  return useMemo(() => {
    const format = (style: FormatTimeOptions['style']) => (value: Date | string | number) =>
      formatInstant(value, { style, timeZone })
    return {
      timeZone,
      label: timeZoneLabel(timeZone),
      dateTime: format('dateTime'),
      date: format('date'),
      time: format('time'),
    }
  }, [timeZone])
}
