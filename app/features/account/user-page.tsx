import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TenantShell } from '../shell/tenant-shell'
import { TwoFactorCard } from '../two-factor/two-factor-card'
import * as css from './account.css'
import { confirmEmailChange } from './account.functions'
import { accountQuery } from './account-queries.functions'
import { useBilingual } from './account-ui'
import { PasswordSection, ProfileSection } from './profile-sections'
import { ApiTokensSection, DisplaySection, SessionsSection } from './settings-sections'

/**
 * /user: the signed-in user's own settings. Opened from the e-mail-change mail with
 * `?confirmEmail=<token>`, it applies the change first (a POST from the page, so a mail scanner
 * fetching the link changes nothing) and drops the token from the address bar.
 */
export function UserPage({ confirmToken, onConfirmed }: { confirmToken?: string; onConfirmed: () => void }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(accountQuery)
  const queryClient = useQueryClient()
  const pick = useBilingual()
  const twoFactorEnabled = useRouteContext({
    from: '__root__',
    select: (context) => context.user?.twoFactorEnabled === true,
  })
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string }>()
  const started = useRef(false)
  useEffect(() => {
    if (!confirmToken || started.current) return
    started.current = true
    void confirmEmailChange({ data: { token: confirmToken } }).then(async (result) => {
      if (result.ok) setNotice({ tone: 'ok', text: pick(result.message) ?? '' })
      else
        setNotice({
          tone: 'error',
          text: pick(result.message ?? result.fieldErrors?.token) ?? t('account.email.invalid'),
        })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      onConfirmed()
    })
  }, [confirmToken, onConfirmed, pick, queryClient, t])

  if (data.status !== 'ok') return null
  return (
    <TenantShell>
      <div className={css.page}>
        <h1 className={css.heading}>{t('account.title')}</h1>
        <p className={css.lead}>{t('account.lead')}</p>
        {notice && (
          <p
            className={notice.tone === 'ok' ? css.status : css.alert}
            role={notice.tone === 'ok' ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}
        <ProfileSection profile={data.profile} />
        <PasswordSection />
        <TwoFactorCard enabled={twoFactorEnabled} />
        <DisplaySection profile={data.profile} />
        <SessionsSection sessions={data.sessions} />
        <ApiTokensSection tokens={data.tokens} />
      </div>
    </TenantShell>
  )
}
