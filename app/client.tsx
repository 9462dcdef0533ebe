import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from './i18n/locale'
import { loadMessages } from './i18n/messages'

// The page's messages are code, not page data (app/i18n/messages.ts): its language's chunk is
// loaded before hydrating, so the first render speaks the language the server rendered in.
const lang = document.documentElement.lang
// A chunk that fails to load still hydrates: the page works, untranslated keys show the fault.
void loadMessages(isLocale(lang) ? lang : DEFAULT_LOCALE)
  .catch((error: unknown) =>
    console.error('言語データを読み込めませんでした / messages failed to load', error),
  )
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <StartClient />
        </StrictMode>,
      )
    })
  })
