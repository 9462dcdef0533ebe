/**
 * Setting up two-factor authentication (ADR 036): the password (when the account has one), then
 * the QR code of the otpauth URI with its key as text, a code from the app to confirm it, and the
 * backup codes shown once with copy and download. better-auth's endpoints do the work: `enable`
 * stores the secret unconfirmed, `verify-totp` confirms it and turns 2FA on.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import { useBrand } from '../branding/use-brand'
import * as css from './two-factor.css'
import { twoFactorRefusal, twoFactorTexts } from './two-factor.messages'
import { type TotpSetup, type TwoFactorApi, WithTwoFactorApi } from './two-factor-api'
import type { TwoFactorCall } from './two-factor-client'

export function useRefusalText() {
  const texts = useLocalTexts(twoFactorTexts)
  return (result: Extract<TwoFactorCall<unknown>, { ok: false }>) =>
    result.code === 'TOO_MANY_REQUESTS'
      ? fill(texts.tooMany, { seconds: result.retryAfterSeconds ?? 60 })
      : twoFactorRefusal(texts, result.code)
}

export function Alert({ text }: { text?: string }) {
  if (!text) return null
  return (
    <p role="alert" className={css.alert} data-testid="two-factor-error">
      {text}
    </p>
  )
}

interface EnrolmentProps {
  /**
   * 2FA is on, and better-auth replaced the session: `sessionToken` is the new one's bearer token
   * (null: the cookie carries it). The page keeps it in the session store (two-factor-page.tsx).
   */
  onEnabled: (sessionToken: string | null) => void
  /** The person has seen the backup codes. */
  onFinished: () => void
  api?: TwoFactorApi
}

/** The whole set-up. */
export function Enrolment({ api, ...props }: EnrolmentProps) {
  return <WithTwoFactorApi api={api}>{(api) => <EnrolmentSteps api={api} {...props} />}</WithTwoFactorApi>
}

function EnrolmentSteps({ onEnabled, onFinished, api }: EnrolmentProps & { api: TwoFactorApi }) {
  const texts = useLocalTexts(twoFactorTexts)
  const { name: brand } = useBrand()
  const refusal = useRefusalText()
  const [password, setPassword] = useState('')
  const [started, setStarted] = useState<TotpSetup>()
  const [confirmed, setConfirmed] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const start = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    // The authenticator lists the account under the brand the person knows.
    const result = await api.enable({
      ...(password ? { password } : {}),
      issuer: brand,
    })
    setBusy(false)
    if (result.ok) setStarted(result.data)
    else setError(refusal(result))
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    const result = await api.verifyTotp({ code: code.replace(/\s+/g, '') })
    setBusy(false)
    if (!result.ok) return setError(refusal(result))
    onEnabled(result.token)
    setConfirmed(true)
  }

  if (started && confirmed) return <BackupCodes codes={started.backupCodes} onFinished={onFinished} />
  if (started) {
    return (
      <form onSubmit={confirm} className={css.column} data-testid="two-factor-scan">
        <h2 className={css.subheading}>{texts.scanHeading}</h2>
        <QrCode uri={started.totpURI} alt={texts.qrAlt} />
        <p className={css.help}>{texts.secretLabel}</p>
        <code className={css.secret} data-testid="two-factor-secret">
          {secretOf(started.totpURI)}
        </code>
        <h2 className={css.subheading}>{texts.confirmHeading}</h2>
        <Alert text={error} />
        <TextField
          label={texts.codeLabel}
          name="code"
          value={code}
          onValueChange={setCode}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
        />
        <Button type="submit" disabled={busy}>
          {texts.confirm}
        </Button>
      </form>
    )
  }
  return (
    <form onSubmit={start} className={css.column} data-testid="two-factor-start">
      <p className={css.help}>{texts.intro}</p>
      <Alert text={error} />
      <PasswordField value={password} onChange={setPassword} />
      <Button type="submit" disabled={busy}>
        {texts.start}
      </Button>
    </form>
  )
}

/** The account's password, asked before a change (empty for an account without one). */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const texts = useLocalTexts(twoFactorTexts)
  return (
    <TextField
      label={texts.passwordLabel}
      description={texts.passwordHelp}
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onValueChange={onChange}
    />
  )
}

/** The key in the otpauth URI, in groups of four for typing. */
export function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

function QrCode({ uri, alt }: { uri: string; alt: string }) {
  const [source, setSource] = useState<string>()
  useEffect(() => {
    let live = true
    // The encoder loads with this step only.
    void import('qrcode').then(async (qrcode) => {
      const svg = await qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
    })
    return () => {
      live = false
    }
  }, [uri])
  return source ? (
    <img src={source} alt={alt} className={css.qr} data-testid="two-factor-qr" />
  ) : (
    <div className={css.qr} />
  )
}

/** The backup codes, shown once: copy, download, then on. */
export function BackupCodes({ codes, onFinished }: { codes: string[]; onFinished?: () => void }) {
  const texts = useLocalTexts(twoFactorTexts)
  const { name: brand } = useBrand()
  const [copied, setCopied] = useState(false)
  const text = codes.join('\n')
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${brand}\n\n${text}\n`], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'backup-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section className={css.column} data-testid="two-factor-backup-codes">
      <h2 className={css.subheading}>{texts.codesHeading}</h2>
      <p className={css.notice}>{texts.codesHelp}</p>
      <ul className={css.codes}>
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <div className={css.actions}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? texts.copied : texts.copy}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {texts.download}
        </Button>
        {onFinished && (
          <Button type="button" onClick={onFinished}>
            {texts.done}
          </Button>
        )}
      </div>
    </section>
  )
}
