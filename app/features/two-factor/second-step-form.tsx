/**
 * The sign-in's second step (ADR 036): after the password, the 6-digit code of the authenticator
 * app, or one backup code. Loaded only when a sign-in asks for it, so /login's first load stays
 * small (e2e/bundle-budget.spec.ts). `onDone` finishes the sign-in as a one-step sign-in does.
 */
import { type FormEvent, useState } from 'react'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './two-factor.css'
import { twoFactorRefusal, twoFactorTexts } from './two-factor.messages'
import { type TwoFactorApi, WithTwoFactorApi } from './two-factor-api'

export default function SecondStepForm({
  onDone,
  api,
}: {
  onDone: (token: string | null) => void
  api?: TwoFactorApi
}) {
  return <WithTwoFactorApi api={api}>{(api) => <CodeForm api={api} onDone={onDone} />}</WithTwoFactorApi>
}

function CodeForm({ onDone, api }: { onDone: (token: string | null) => void; api: TwoFactorApi }) {
  const texts = useLocalTexts(twoFactorTexts)
  const [backup, setBackup] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    const result = backup
      ? await api.verifyBackupCode({ code: code.trim() })
      : await api.verifyTotp({ code: code.replace(/\s+/g, '') })
    setBusy(false)
    if (result.ok) return onDone(result.token)
    setError(
      result.code === 'TOO_MANY_REQUESTS'
        ? fill(texts.tooMany, { seconds: result.retryAfterSeconds ?? 60 })
        : twoFactorRefusal(texts, result.code),
    )
  }

  return (
    <form onSubmit={submit} className={css.column} data-testid="two-factor-step">
      <h2 className={css.subheading}>{texts.stepTitle}</h2>
      <p className={css.help}>{backup ? texts.backupHelp : texts.stepHelp}</p>
      {error && (
        <p role="alert" className={css.alert} data-testid="two-factor-error">
          {error}
        </p>
      )}
      <TextField
        key={backup ? 'backup' : 'totp'}
        label={backup ? texts.backupLabel : texts.codeLabel}
        name="code"
        value={code}
        onValueChange={setCode}
        required
        autoFocus
        autoComplete={backup ? 'off' : 'one-time-code'}
        inputMode={backup ? 'text' : 'numeric'}
        maxLength={backup ? 32 : 8}
      />
      <Button type="submit" fullWidth disabled={busy}>
        {texts.verify}
      </Button>
      <Button
        type="button"
        variant="secondary"
        className={css.wrappingButton}
        onClick={() => {
          setBackup(!backup)
          setCode('')
          setError(undefined)
        }}
      >
        {backup ? texts.useTotp : texts.useBackup}
      </Button>
    </form>
  )
}
