import { useTranslation } from 'react-i18next'
import { FONT_FAMILIES } from '#root/app.constants'
import { Select } from '../select/select'
import type { ChatFontStore } from './chat-font-store'
import { isFontFamily } from './font-catalog'
import * as css from './font-picker.css'
import { useChatFont } from './use-chat-font'

// Radix Select reserves '' for "nothing chosen", so the system font has a name of its own.
const SYSTEM = 'system'

/** Chooses the chat font among the 16 families of spec §7, with a live preview. */
export function FontPicker({ store }: { store?: ChatFontStore }) {
  const { t } = useTranslation()
  const { family, status, fontFamily, choose } = useChatFont(store)
  const options = [
    { value: SYSTEM, label: t('fonts.system') },
    ...FONT_FAMILIES.map((name) => ({ value: name, label: name })),
  ]
  const description =
    status === 'loading' ? t('fonts.loading') : status === 'fallback' ? t('fonts.fallback') : undefined
  return (
    <div className={css.root}>
      <Select
        label={t('fonts.label')}
        options={options}
        value={family ?? SYSTEM}
        onValueChange={(value) => void choose(isFontFamily(value) ? value : null)}
        description={<span aria-live="polite">{description}</span>}
      />
      <p className={css.preview} style={{ fontFamily }} data-font-status={status}>
        {t('fonts.preview')}
      </p>
    </div>
  )
}
