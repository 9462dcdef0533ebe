/** Pieces the /team cards share: a list of items with their actions, and a confirmed removal. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonVariant } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import * as css from './team.css'
import { type TeamActions, useBilingual } from './team-actions'

type ActionResult = Awaited<ReturnType<TeamActions['deleteTeam']>>

/** A card listing items (teams, invitations): each its text and, when allowed, its actions. */
export function TeamItemCard<TItem extends { id: string }>({
  title,
  none,
  items,
  testId,
  text,
  actions,
  children,
}: {
  title: string
  /** Said instead of the list when there are no items. */
  none: string
  items: readonly TItem[]
  testId: (item: TItem) => string
  /** The item's name and, muted below it, what else to know. */
  text: (item: TItem) => { name: string; detail: ReactNode }
  /** The item's buttons; nothing when the reader may not act on it. */
  actions: (item: TItem) => ReactNode
  /** Below the list (a form to add one). */
  children?: ReactNode
}) {
  return (
    <Card title={title} headingLevel={2}>
      {items.length === 0 ? (
        <p className={css.muted}>{none}</p>
      ) : (
        <ul className={css.list}>
          {items.map((item) => {
            const { name, detail } = text(item)
            const buttons = actions(item)
            return (
              <li key={item.id} className={css.listItem} data-testid={testId(item)}>
                <div className={css.itemText}>
                  <span>{name}</span>
                  <span className={css.muted}>{detail}</span>
                </div>
                {buttons && <div className={css.actions}>{buttons}</div>}
              </li>
            )
          })}
        </ul>
      )}
      {children}
    </Card>
  )
}

/** A destructive action behind a confirmation: the API's refusal stays in the dialog, success says so. */
export function ConfirmedRemoval({
  title,
  description,
  label,
  triggerVariant,
  run,
  done,
}: {
  title: string
  description: string
  /** The trigger's and the confirm button's text. */
  label: string
  triggerVariant: ButtonVariant
  run: () => Promise<ActionResult>
  /** The success message. */
  done: string
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={label}
      confirmVariant="danger"
      trigger={
        <Button variant={triggerVariant} size="small">
          {label}
        </Button>
      }
      onConfirm={async () => {
        const result = await run()
        if (!result.ok) return pick(result.message) ?? t('team.failed')
        snackbar.show({ message: done, tone: 'success' })
      }}
    />
  )
}
