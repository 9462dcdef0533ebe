import type { ReactNode } from 'react'
import { Icon } from '../icon/icon'
import { statusIcons } from '../icon/status-icons'
import * as css from './form-alert.css'

export type FormAlertTone = keyof typeof css.tone

const icons: Record<FormAlertTone, string> = statusIcons

/**
 * A form's or a dialog's own message (the server refused, the range is invalid, saved), shown
 * inline where the person is looking. Errors are announced at once (role="alert"), the others
 * politely (role="status"). Renders nothing without a message, so callers can pass `error`.
 */
export function FormAlert({
  children,
  tone = 'error',
  'data-testid': testId,
}: {
  children?: ReactNode
  tone?: FormAlertTone
  'data-testid'?: string
}) {
  if (children === undefined || children === null || children === '' || children === false) return null
  return (
    <p
      className={css.tone[tone]}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-testid={testId}
    >
      <span className={css.icon[tone]}>
        <Icon path={icons[tone]} />
      </span>
      <span>{children}</span>
    </p>
  )
}
