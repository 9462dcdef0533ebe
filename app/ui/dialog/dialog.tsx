import { mdiClose } from '@mdi/js'
import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/icon'
import { focusRing } from '../styles.css'
import * as css from './dialog.css'

export interface DialogProps {
  /** Required: it names the dialog for screen readers. */
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Actions at the bottom; wrap a cancelling button in <DialogClose>. */
  footer?: ReactNode
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /**
   * Where focus goes on opening (by default the first focusable element, the × button): a form
   * dialog calls `event.preventDefault()` and focuses its first field.
   */
  onOpenAutoFocus?: (event: Event) => void
  size?: keyof typeof css.size
}

/** A modal dialog (Radix: focus trapped inside, Escape closes, focus returns to the trigger). */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onOpenAutoFocus,
  size = 'medium',
}: DialogProps) {
  const { t } = useTranslation()
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={`${css.content} ${css.size[size]}`}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix would warn; say explicitly that there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={css.header}>
            <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={`${css.close} ${focusRing}`} aria-label={t('common.close')}>
              <Icon path={mdiClose} />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {footer && <div className={css.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Makes its child (a Button) close the surrounding dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>
}
