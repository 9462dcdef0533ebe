import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { ReactElement, ReactNode } from 'react'
import { Icon } from '../icon/icon'
import * as css from './menu.css'

export type MenuEntry =
  | {
      type?: 'item'
      key: string
      label: string
      /** An mdi path. */
      icon?: string
      onSelect: () => void
      disabled?: boolean
      /** Destructive actions (delete, sign out) are drawn in the error colour. */
      danger?: boolean
    }
  | { type: 'separator'; key: string }
  | { type: 'label'; key: string; label: string }

export interface MenuProps {
  /** The button that opens the menu; give it an accessible name. */
  trigger: ReactElement
  items: readonly MenuEntry[]
  align?: 'start' | 'center' | 'end'
  /** Extra content above the items (e.g. the signed-in user's name in a user menu). */
  header?: ReactNode
}

/**
 * A menu button (Radix DropdownMenu): Enter, Space or ArrowDown opens it, arrows move, typing
 * jumps to an item, Escape closes and focus returns to the trigger.
 */
export function Menu({ trigger, items, align = 'end', header }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={css.content} align={align} sideOffset={4}>
          {header}
          {items.map((entry) => {
            if (entry.type === 'separator')
              return <DropdownMenu.Separator key={entry.key} className={css.separator} />
            if (entry.type === 'label')
              return (
                <DropdownMenu.Label key={entry.key} className={css.label}>
                  {entry.label}
                </DropdownMenu.Label>
              )
            return (
              <DropdownMenu.Item
                key={entry.key}
                className={entry.danger ? `${css.item} ${css.danger}` : css.item}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon && <Icon path={entry.icon} />}
                {entry.label}
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
