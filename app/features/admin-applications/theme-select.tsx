import { mdiCheck, mdiChevronDown } from '@mdi/js'
import * as RadixSelect from '@radix-ui/react-select'
import { useTranslation } from 'react-i18next'
import { Field } from '../../ui/field/field'
import { control } from '../../ui/field/field.css'
import { Icon } from '../../ui/icon/icon'
import * as selectCss from '../../ui/select/select.css'
import { useCatalogueTheme, useThemeCatalogue } from '../theme/theme-catalogue'
import * as css from './admin-applications.css'

/** A theme's colours at a glance: its primary colour and its gradation. */
export function ThemeSwatch({ themeKey }: { themeKey: string }) {
  const theme = useCatalogueTheme(themeKey)
  if (!theme) return null
  const { primary, gradation1, gradation2 } = theme.palette
  return (
    <span className={css.swatch} aria-hidden="true">
      <span className={css.swatchPart} style={{ backgroundColor: primary }} />
      <span
        className={css.swatchPart}
        style={{ backgroundImage: `linear-gradient(90deg, ${gradation1}, ${gradation2})` }}
      />
    </span>
  )
}

/**
 * The console's themes (from the server, ADR 023) as a labelled listbox (Radix Select, as app/ui/select) whose options
 * show each theme's swatch beside its name and key.
 */
export function ThemeSelect({
  label,
  value,
  onValueChange,
  error,
  name,
}: {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  name?: string
}) {
  const { t } = useTranslation()
  const themes = useThemeCatalogue()
  return (
    <Field label={label} error={error}>
      {(controlProps) => (
        <RadixSelect.Root value={value} onValueChange={onValueChange} name={name}>
          <RadixSelect.Trigger {...controlProps} className={`${control} ${selectCss.trigger}`}>
            <RadixSelect.Value placeholder={t('select.placeholder')} />
            <RadixSelect.Icon>
              <Icon path={mdiChevronDown} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={selectCss.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={selectCss.viewport}>
                {themes.map((theme) => (
                  <RadixSelect.Item key={theme.key} value={theme.key} className={selectCss.item}>
                    <RadixSelect.ItemIndicator className={selectCss.indicator}>
                      <Icon path={mdiCheck} />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>
                      <span className={css.themeOption}>
                        <ThemeSwatch themeKey={theme.key} />
                        {theme.name} <span className={css.themeKey}>{theme.key}</span>
                      </span>
                    </RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  )
}
