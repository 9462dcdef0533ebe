import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../../ui/button/button'
import * as css from './account.css'

/** An action's result under its form: the success as a status, the failure as an alert. */
export function Outcome({ done, error }: { done?: string; error?: string }) {
  return (
    <>
      {done && (
        <p className={css.status} role="status">
          {done}
        </p>
      )}
      {error && (
        <p className={css.alert} role="alert">
          {error}
        </p>
      )}
    </>
  )
}

/**
 * One /user form: its fields, the submit button in a row, then (when given) the action's outcome.
 * The browser's own checks are off; the server function answers with field errors.
 */
export function AccountForm({
  testId,
  onSubmit,
  submitLabel,
  submitVariant,
  busy,
  outcome,
  children,
}: {
  testId: string
  onSubmit: () => void
  submitLabel: string
  submitVariant?: ButtonProps['variant']
  busy: boolean
  outcome?: { done?: string; error?: string }
  children: ReactNode
}) {
  return (
    <form
      className={css.form}
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <div className={css.row}>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {submitLabel}
        </Button>
      </div>
      {outcome && <Outcome done={outcome.done} error={outcome.error} />}
    </form>
  )
}
