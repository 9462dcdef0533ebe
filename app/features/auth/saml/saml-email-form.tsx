/**
 * The SAML part of /login/ezpass (ADR 037): an e-mail address, sent to `/saml/start`, which
 * answers the IdP of the tenant whose domain it is; the page then leaves for it. A refusal (an
 * unknown domain, a set-up turned off) is said here in the reader's language.
 */
import { type FormEvent, useState } from 'react'
import { useLocalTexts } from '#app/i18n/local-texts'
import { Button } from '#app/ui/button/button'
import { TextField } from '#app/ui/text-field/text-field'
import type { PublicConfig } from '#root/app.config'
import * as css from '../sign-in-page.css'
import { startSamlSignIn } from './saml-client'
import { SAML_REFUSAL_KEY, type SamlRefusal } from './saml-flow.shared'
import { samlSignInTexts } from './saml-texts.shared'

export interface SamlEmailFormProps {
  auth: PublicConfig['auth']
  redirect: string
  /** The refusal the assertion consumer sent the browser back with (`?saml=`). */
  returned?: SamlRefusal
  navigate: (url: string) => void
  /** A message of the OpenID Connect half takes the alert slot when there is no SAML refusal. */
  onStarting?: () => void
}

export function SamlEmailForm({ auth, redirect, returned, navigate, onStarting }: SamlEmailFormProps) {
  const texts = useLocalTexts(samlSignInTexts)
  const [email, setEmail] = useState('')
  const [starting, setStarting] = useState(false)
  const [refusal, setRefusal] = useState<SamlRefusal | undefined>(returned)
  const [waitSeconds, setWaitSeconds] = useState<number>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setStarting(true)
    setRefusal(undefined)
    setWaitSeconds(undefined)
    onStarting?.()
    const result = await startSamlSignIn(auth, email.trim(), redirect)
    if (result.ok) return navigate(result.url)
    setStarting(false)
    if (result.reason === 'too-many') setWaitSeconds(result.retryAfterSeconds)
    else setRefusal(result.refusal)
  }

  return (
    <form
      noValidate
      className={css.panel}
      onSubmit={(event) => void submit(event)}
      aria-label={texts.heading}
    >
      {refusal && (
        <p role="alert" className={css.alert} data-testid="saml-error" data-saml-error={refusal}>
          {texts.refusals[SAML_REFUSAL_KEY[refusal]]}
        </p>
      )}
      {waitSeconds !== undefined && (
        <p role="alert" className={css.alert} data-testid="saml-error" data-saml-error="too-many">
          {texts.tooMany.replace('{{seconds}}', String(waitSeconds))}
        </p>
      )}
      <p className={css.notice}>{texts.lead}</p>
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="off"
        value={email}
        onValueChange={setEmail}
        data-testid="saml-email"
      />
      <Button type="submit" fullWidth loading={starting} data-testid="saml-start">
        {starting ? texts.submitting : texts.submit}
      </Button>
    </form>
  )
}
