import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { LOCALES } from '../../i18n/locale'
import { focusRing } from '../styles.css'
import * as css from './language-switcher.css'

/**
 * Two toggle buttons (日本語 / English). Each names its language in that language, with `lang`
 * set, so it is readable and pronounced right whatever the current locale. Light enough for the
 * login page: no listbox library.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { locale, setLocale } = useLocale()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label={t('language.label')} className={css.group}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className={`${css.option} ${focusRing}`}
          onClick={() => {
            if (option !== locale) setLocale(option)
          }}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  )
}
