import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocale } from '../../i18n/i18n-provider'
import { LOCALE_COOKIE } from '../../i18n/locale'
import { isFontFamily } from '../../ui/fonts/font-catalog'
import { useChatFont } from '../../ui/fonts/use-chat-font'
import { getMyPreferences } from './account-queries.functions'

/**
 * Brings the preferences saved on the account (/user) to this browser, so they follow the user to
 * every device: the chat font always, the language only where this browser has not chosen one
 * (the header's switcher is a per-browser choice). Renders nothing; mounted in the tenant shell.
 */
export function AccountPreferencesSync() {
  const { data } = useQuery({
    queryKey: ['account', 'preferences'],
    queryFn: () => getMyPreferences(),
    staleTime: 5 * 60_000,
  })
  const font = useChatFont()
  const language = useLocale()
  // The latest values without re-running the effects: they act only when the saved values arrive.
  const current = useRef({ font, language })
  current.current = { font, language }
  const savedLocale = data?.locale
  useEffect(() => {
    const { locale, setLocale } = current.current.language
    const chosenHere = document.cookie.split('; ').some((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    if (savedLocale && savedLocale !== locale && !chosenHere) setLocale(savedLocale)
  }, [savedLocale])
  const savedFont = data === undefined ? undefined : isFontFamily(data.font) ? data.font : null
  useEffect(() => {
    const { family, choose } = current.current.font
    if (savedFont !== undefined && savedFont !== family) void choose(savedFont)
  }, [savedFont])
  return null
}
