import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { LOCALES, type Locale } from '../../i18n/locale'
import { TIME_ZONE_CHOICES, timeZoneOptionLabel } from '../../i18n/time'
import type { AccountProfile, ActiveSession } from '../../server/account/account.server'
import type { ApiTokenSummary } from '../../server/account/api-tokens.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { chatFontStore } from '../../ui/fonts/chat-font-store'
import { FontPicker } from '../../ui/fonts/font-picker'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import { useAuth } from '../auth/auth-provider'
import * as css from './account.css'
import {
  createApiToken,
  revokeApiToken,
  revokeOtherSessions,
  revokeSession,
  saveChatFont,
  saveLocale,
  saveTimeZone,
} from './account.functions'
import { AccountForm, Outcome } from './account-form'
import { ApiTokenList, CreatedTokenNotice } from './api-token-list'
import { SessionsTable } from './sessions-table'
import { useAccountAction, useAccountField } from './use-account-action'

/** Language (kept on the account, and as the cookie for this browser) and the chat font. */
export function DisplaySection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation()
  const { locale, setLocale } = useLocale()
  const { store } = useAuth()
  const language = useAccountAction((data) => saveLocale({ data }))
  const font = useAccountAction((data) => saveChatFont({ data }))
  const saved = useRef(profile.chatFont)
  // The picker changes the shared chat-font store; each new choice is saved to the account.
  const saveFont = font.submit
  useEffect(() => {
    const unsubscribe = chatFontStore.subscribe(() => {
      const family = chatFontStore.getSnapshot().family
      if (family === saved.current) return
      saved.current = family
      void saveFont({ font: family }, () => t('account.display.fontSaved'))
    })
    return () => {
      unsubscribe()
    }
  }, [saveFont, t])
  const zone = useAccountAction((data) => saveTimeZone({ data }))
  const [timeZone, setTimeZone] = useState(profile.timeZone)
  const chooseZone = async (next: string) => {
    if (next === timeZone) return
    const result = await zone.submit({ timeZone: next }, () => t('account.display.timeZoneSaved'))
    if (!result) return
    setTimeZone(next)
    // Every time on the page (and on the next ones) follows the saved zone.
    await store.refresh()
  }
  const choose = async (next: Locale) => {
    if (next === locale) return
    const result = await language.submit({ locale: next }, () => t('account.display.languageSaved'))
    if (result) setLocale(next)
  }
  return (
    <Card title={t('account.display.title')} headingLevel={2}>
      <div className={css.form}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons */}
        <div role="group" aria-label={t('account.display.language')} className={css.row}>
          <span className={css.muted}>{t('account.display.language')}</span>
          {LOCALES.map((option) => (
            <Button
              key={option}
              lang={option}
              size="small"
              variant={option === locale ? 'primary' : 'secondary'}
              aria-pressed={option === locale}
              disabled={language.busy}
              onClick={() => void choose(option)}
            >
              {t(`language.${option}`)}
            </Button>
          ))}
        </div>
        <Outcome done={language.done} error={language.error} />
        <Select
          label={t('account.display.timeZone')}
          description={t('account.display.timeZoneHint')}
          options={TIME_ZONE_CHOICES.map((value) => ({
            value,
            label: timeZoneOptionLabel(value, t('account.display.japanTime')),
          }))}
          value={timeZone}
          disabled={zone.busy}
          onValueChange={(next) => void chooseZone(next)}
        />
        <Outcome done={zone.done} error={zone.error ?? zone.fieldError('timeZone')} />
        <p className={css.muted}>{t('account.display.fontHint')}</p>
        <FontPicker />
        <Outcome done={font.done} error={font.error ?? font.fieldError('font')} />
      </div>
    </Card>
  )
}

export function SessionsSection({ sessions }: { sessions: ActiveSession[] }) {
  const { t } = useTranslation()
  const one = useAccountAction((data) => revokeSession({ data }))
  const others = useAccountAction(() => revokeOtherSessions())
  return (
    <Card title={t('account.sessions.title')} headingLevel={2} description={t('account.sessions.lead')}>
      <SessionsTable
        sessions={sessions}
        busy={one.busy || others.busy}
        onSignOut={(id) => void one.submit({ id }, () => t('account.sessions.signedOut'))}
        onSignOutOthers={() =>
          void others.submit({}, (result) => t('account.sessions.signedOutOthers', { count: result.count }))
        }
      />
      <Outcome done={one.done ?? others.done} error={one.error ?? others.error} />
    </Card>
  )
}

export function ApiTokensSection({ tokens }: { tokens: ApiTokenSummary[] }) {
  const { t } = useTranslation()
  const [created, setCreated] = useState<string>()
  const create = useAccountAction((data) => createApiToken({ data }))
  const name = useAccountField(create, 'tokenName', '', 'name')
  const revoke = useAccountAction((data) => revokeApiToken({ data }))
  return (
    <Card title={t('account.tokens.title')} headingLevel={2} description={t('account.tokens.lead')}>
      <div className={css.form} style={{ maxWidth: 'none' }}>
        {created && <CreatedTokenNotice token={created} onDone={() => setCreated(undefined)} />}
        <AccountForm
          testId="api-token-form"
          submitLabel={t('account.tokens.create')}
          busy={create.busy}
          onSubmit={() => {
            void create.submit({ name: name.value }).then((result) => {
              if (!result) return
              setCreated(result.token)
              name.setValue('')
            })
          }}
        >
          <TextField
            label={t('account.tokens.name')}
            placeholder={t('account.tokens.namePlaceholder')}
            maxLength={60}
            {...name.props}
          />
        </AccountForm>
        <Outcome error={create.error} />
        <ApiTokenList
          tokens={tokens}
          busy={revoke.busy}
          onRevoke={(token) => void revoke.submit({ id: token.id }, () => t('account.tokens.revoked'))}
        />
        <Outcome done={revoke.done} error={revoke.error} />
      </div>
    </Card>
  )
}
