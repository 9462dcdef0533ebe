import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { focusRing } from '../styles.css'
import * as css from './tabs.css'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  tabs: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
}

/** Tabs (Radix: arrow keys move between tabs, Home/End jump, the panel follows the focus). */
export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className ? `${css.root} ${className}` : css.root}
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={css.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={`${css.trigger} ${focusRing}`}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={`${css.panel} ${focusRing}`}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
