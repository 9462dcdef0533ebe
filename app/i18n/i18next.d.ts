import 'i18next'
import type { Messages } from './locales/ja'

// Types every `t('…')` key against the Japanese messages: a misspelt key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}
