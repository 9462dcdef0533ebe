// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../i18n/locale'
import { TestUiProviders } from '../testing/render'
import { LanguageSwitcher } from './language-switcher'

afterEach(cleanup)

function Greeting() {
  const { t } = useTranslation()
  return <p>{t('common.close')}</p>
}

function App({ onChange }: { onChange: (locale: Locale) => void }) {
  const [locale, setLocale] = useState<Locale>('ja')
  return (
    <TestUiProviders
      locale={locale}
      onLocaleChange={(next) => {
        onChange(next)
        setLocale(next)
      }}
    >
      <LanguageSwitcher />
      <Greeting />
    </TestUiProviders>
  )
}

describe('LanguageSwitcher', () => {
  it('marks the current language and switches every string in place', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<App onChange={onChange} />)
    expect(screen.getByRole('group', { name: '表示言語' })).toBeTruthy()
    const japanese = screen.getByRole('button', { name: '日本語' })
    const english = screen.getByRole('button', { name: 'English' })
    expect(japanese.getAttribute('aria-pressed')).toBe('true')
    expect(english.getAttribute('lang')).toBe('en')
    expect(screen.getByText('閉じる')).toBeTruthy()
    await user.click(english)
    expect(onChange).toHaveBeenCalledWith('en')
    expect(screen.getByText('Close')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('does nothing when the current language is chosen again', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<App onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: '日本語' }))
    expect(onChange).not.toHaveBeenCalled()
  })
})
