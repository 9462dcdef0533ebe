/**
 * /two-factor and /admin/two-factor (ADR 036): the enrolment a session owes (a system
 * administrator, a member of a tenant that requires it) with nothing else to reach but sign-out,
 * or, by choice, setting it up, making new backup codes and turning it off where allowed.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { AuthPageFrame } from '../auth/auth-page-frame'
import { useAuth } from '../auth/auth-provider'
import { Alert, BackupCodes, Enrolment, PasswordField, useRefusalText } from './enrolment'
import * as css from './two-factor.css'
import { type TwoFactorStatus, twoFactorStatusQuery } from './two-factor.functions'
import { twoFactorTexts } from './two-factor.messages'
import { twoFactorPost } from './two-factor-client'

export function TwoFactorPage() {
  const texts = useLocalTexts(twoFactorTexts)
  const { data: status } = useSuspenseQuery(twoFactorStatusQuery)
  const { signOut, store } = useAuth()
  if (!status) return null
  const home = status.admin ? '/admin/' : status.due ? '/' : '/user'
  return (
    <AuthPageFrame title={texts.title}>
      <div className={css.column} data-testid="two-factor-page">
        {status.due && (
          <p className={css.notice} data-testid="two-factor-due">
            {status.admin ? texts.adminDue : texts.memberDue}
          </p>
        )}
        {status.enabled ? (
          <Manage status={status} />
        ) : (
          // A full load: the server renders the next page with the session that now has 2FA.
          <Enrolment
            // Turning 2FA on replaces the session: the stored bearer token is the old one, and sent
            // with the next session check it would sign the person out. Keep the new one (or none:
            // the cookie).
            onEnabled={(token) => store.setToken(token)}
            onFinished={() => window.location.assign(home)}
          />
        )}
        <div className={css.actions}>
          {!status.due && (
            <a href={home} data-testid="two-factor-back">
              {texts.back}
            </a>
          )}
          <Button type="button" variant="ghost" onClick={() => void signOut()}>
            {texts.signOut}
          </Button>
        </div>
      </div>
    </AuthPageFrame>
  )
}

/** 2FA is on: new backup codes, and turning it off where nothing requires it. */
function Manage({ status }: { status: TwoFactorStatus }) {
  const texts = useLocalTexts(twoFactorTexts)
  const auth = useRouteContext({ from: '__root__', select: (context) => context.config.auth })
  const queryClient = useQueryClient()
  const refusal = useRefusalText()
  const [password, setPassword] = useState('')
  const [codes, setCodes] = useState<string[]>()
  const [message, setMessage] = useState<string>()
  const [error, setError] = useState<string>()

  const send = async (event: FormEvent, path: 'generate-backup-codes' | 'disable') => {
    event.preventDefault()
    setError(undefined)
    const result = await twoFactorPost<{ backupCodes?: string[] }>(auth, path, { password })
    if (!result.ok) return setError(refusal(result))
    setPassword('')
    if (path === 'disable') {
      setMessage(texts.turnedOff)
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey })
    } else setCodes(result.data.backupCodes)
  }

  if (codes) return <BackupCodes codes={codes} />
  return (
    <div className={css.column}>
      <p className={css.notice} data-testid="two-factor-enabled">
        {message ?? texts.enabled}
      </p>
      <Alert text={error} />
      <PasswordField value={password} onChange={setPassword} />
      <form onSubmit={(event) => void send(event, 'generate-backup-codes')} className={css.column}>
        <h2 className={css.subheading}>{texts.regenerateHeading}</h2>
        <p className={css.help}>{texts.regenerateHelp}</p>
        <Button type="submit" variant="secondary">
          {texts.regenerate}
        </Button>
      </form>
      <form onSubmit={(event) => void send(event, 'disable')} className={css.column}>
        <h2 className={css.subheading}>{texts.turnOffHeading}</h2>
        {status.required ? (
          <p className={css.help}>{status.admin ? texts.turnOffBlockedAdmin : texts.turnOffBlockedTenant}</p>
        ) : (
          <Button type="submit" variant="danger">
            {texts.turnOff}
          </Button>
        )}
      </form>
    </div>
  )
}
