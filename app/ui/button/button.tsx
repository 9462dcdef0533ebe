import type { ComponentPropsWithRef, MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/icon'
import { focusRing, visuallyHidden } from '../styles.css'
import * as css from './button.css'

export type ButtonVariant = keyof typeof css.variant
export type ButtonSize = keyof typeof css.size

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and ignores clicks, but keeps focus (a disabled button would drop it). */
  loading?: boolean
  /** An mdi path drawn before the label. */
  icon?: string
  fullWidth?: boolean
}

/** The look of a button, for links that act as buttons (a router `<Link>` to home, say). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
} = {}) {
  return [css.base, css.variant[variant], css.size[size], focusRing, fullWidth && css.fullWidth]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation()
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops the form submission a submit button would start.
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  const classes = [
    css.base,
    css.variant[variant],
    css.size[size],
    focusRing,
    fullWidth && css.fullWidth,
    className,
  ]
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <span className={css.spinner} aria-hidden="true" /> : icon && <Icon path={icon} />}
      {children}
      {loading && <span className={visuallyHidden}>{t('common.loading')}</span>}
    </button>
  )
}
