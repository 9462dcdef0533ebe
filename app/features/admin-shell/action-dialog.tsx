/** A console dialog with one button at its foot (confirm, decide, save); closing it calls onClose. */
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '#app/ui/button/button'
import { Dialog, type DialogProps } from '#app/ui/dialog/dialog'
import { DialogFooter } from '#app/ui/dialog/dialog-footer'

export interface ActionDialogProps extends Pick<DialogProps, 'open' | 'title' | 'description' | 'size'> {
  onClose: () => void
  /** The footer button; its label is its children. */
  action: ButtonProps
  children?: ReactNode
}

export function ActionDialog({ onClose, action, children, ...dialog }: ActionDialogProps) {
  return (
    <Dialog
      {...dialog}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      footer={
        <DialogFooter>
          <Button {...action} />
        </DialogFooter>
      }
    >
      {children}
    </Dialog>
  )
}
