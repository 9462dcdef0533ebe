/**
 * A labelled combobox that searches the server (WAI-ARIA 1.2 combobox with a listbox popup):
 * type to search (debounced), ArrowDown/ArrowUp to move, Enter to choose, Escape to close
 * without choosing. Only the chosen value's label comes with the page; the choices are fetched
 * when the list opens, a few at a time, so thousands of rows never reach the browser.
 */
import { mdiCheck, mdiChevronDown } from '@mdi/js'
import { DismissableLayer } from '@radix-ui/react-dismissable-layer'
import {
  type KeyboardEvent,
  type FocusEvent as ReactFocusEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Field, type FieldFrameProps } from '../field/field'
import { control } from '../field/field.css'
import { Icon } from '../icon/icon'
import { visuallyHidden } from '../styles.css'
import * as css from './search-picker.css'
import { failureText, searchPickerTexts } from './search-picker-texts'
import { type SearchPickerOption, type SearchPickerSearch, usePickerSearch } from './use-picker-search'

export { SearchPickerError } from './search-picker-texts'
export type { SearchPickerOption, SearchPickerResult, SearchPickerSearch } from './use-picker-search'

export interface SearchPickerProps extends FieldFrameProps {
  /** The chosen value; null or '' : nothing chosen. */
  value: string | null
  /** The chosen value's label, as the page's data tells it (the choices are not loaded). */
  valueLabel?: string
  onValueChange: (value: string, option: SearchPickerOption) => void
  search: SearchPickerSearch
  /** Choices always offered before the matches ("All", "No tenant"), filtered by the typed text. */
  fixedOptions?: readonly SearchPickerOption[]
  placeholder?: string
  disabled?: boolean
  /** Submits the value with a surrounding <form> under this name. */
  name?: string
  /** How long typing must pause before the server is asked. */
  debounceMs?: number
  maxLength?: number
}

const includesText = (label: string, term: string) => label.toLowerCase().includes(term.toLowerCase())

export function SearchPicker({
  value,
  valueLabel,
  onValueChange,
  search,
  fixedOptions = [],
  placeholder,
  disabled,
  name,
  debounceMs = 250,
  maxLength = 100,
  ...frame
}: SearchPickerProps) {
  const { i18n } = useTranslation()
  const texts = searchPickerTexts(i18n.language)
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listboxId = useId()
  const [open, setOpen] = useState(false)
  /** While the person types, the input holds their text instead of the chosen label. */
  const [query, setQuery] = useState<string | null>(null)
  /** The last choice made here: its label shows before the page's data catches up. */
  const [chosen, setChosen] = useState<SearchPickerOption | null>(null)

  const term = (query ?? '').trim()
  const found = usePickerSearch(search, term, open, debounceMs)
  const fixed = term ? fixedOptions.filter((option) => includesText(option.label, term)) : fixedOptions
  const fixedValues = new Set(fixed.map((option) => option.value))
  const visible = [...fixed, ...found.options.filter((option) => !fixedValues.has(option.value))]

  const current = value || null
  const currentLabel =
    current === null
      ? ''
      : (fixedOptions.find((option) => option.value === current)?.label ??
        (chosen?.value === current ? chosen.label : undefined) ??
        valueLabel ??
        current)

  // The highlight starts over with new text or a new answer: with typed text on the first match
  // (ready for Enter), else on the chosen value when it is listed. Arrows move it from there.
  const listKey = `${open}|${term}|${found.status}|${visible[0]?.value ?? ''}`
  const [moved, setMoved] = useState({ key: '', index: -1 })
  const active =
    moved.key === listKey
      ? moved.index
      : term
        ? Math.min(0, visible.length - 1)
        : visible.findIndex((option) => option.value === current)

  const optionId = (index: number) => `${listboxId}-option-${index}`
  useEffect(() => {
    if (active >= 0) {
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' })
    }
  }, [active, listboxId])

  const close = () => {
    setOpen(false)
    setQuery(null)
  }
  const choose = (option: SearchPickerOption) => {
    setChosen(option)
    close()
    if (option.value !== current) onValueChange(option.value, option)
  }
  const move = (step: 1 | -1) => {
    if (visible.length === 0) return
    const index =
      active < 0 ? (step === 1 ? 0 : visible.length - 1) : (active + step + visible.length) % visible.length
    setMoved({ key: listKey, index })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!open) setOpen(true)
        else move(event.key === 'ArrowDown' ? 1 : -1)
        return
      case 'Enter': {
        if (!open) return
        // An open list takes Enter: it never submits the surrounding form.
        event.preventDefault()
        const option = visible[active]
        if (option) choose(option)
        return
      }
      case 'Escape':
        // The layer below (DismissableLayer) closes the list and keeps a dialog around it open.
        return
      case 'Tab':
        close()
        return
    }
  }
  const keepFocusInside = (event: { target: EventTarget | null; preventDefault(): void }) => {
    if (event.target instanceof Node && rootRef.current?.contains(event.target)) event.preventDefault()
  }
  const onBlur = (event: ReactFocusEvent<HTMLInputElement>) => {
    if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) close()
  }

  const statusText =
    found.status === 'error'
      ? failureText(found.error, i18n.language)
      : found.status === 'loading' || found.status === 'idle'
        ? texts.searching
        : visible.length === 0
          ? texts.noMatches
          : found.more
            ? texts.more(found.options.length)
            : undefined
  const announcement =
    !open || found.status === 'loading' || found.status === 'idle'
      ? ''
      : (statusText ?? texts.count(visible.length))
  const activeOption = open ? visible[active] : undefined

  return (
    <Field {...frame}>
      {(controlProps) => (
        <div ref={rootRef} className={css.root}>
          <input
            {...controlProps}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listboxId : undefined}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            className={`${control} ${css.input}`}
            value={query ?? currentLabel}
            placeholder={placeholder}
            disabled={disabled}
            required={frame.required}
            maxLength={maxLength}
            onChange={(event) => {
              setQuery(event.target.value)
              setOpen(true)
            }}
            onClick={() => setOpen(true)}
            // Typing replaces the shown label rather than adding to it.
            onFocus={(event) => event.currentTarget.select()}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            tabIndex={-1}
            className={css.toggle}
            aria-label={texts.toggle}
            disabled={disabled}
            // The input keeps the focus (and the keyboard) while the list opens.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close()
              else {
                setOpen(true)
                inputRef.current?.focus()
              }
            }}
          >
            <Icon path={mdiChevronDown} />
          </button>
          {name && <input type="hidden" name={name} value={current ?? ''} />}
          {open && (
            <DismissableLayer
              className={css.popup}
              onEscapeKeyDown={close}
              onPointerDownOutside={keepFocusInside}
              onFocusOutside={keepFocusInside}
              onDismiss={close}
            >
              <div
                role="listbox"
                id={listboxId}
                aria-label={typeof frame.label === 'string' ? frame.label : undefined}
                className={css.listbox}
              >
                {visible.map((option, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays on the combobox input (aria-activedescendant)
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    // Reachable by the pointer only: the input keeps the focus (onMouseDown below).
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={css.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== active) setMoved({ key: listKey, index })
                    }}
                    onClick={() => choose(option)}
                  >
                    <span className={css.check}>{option.value === current && <Icon path={mdiCheck} />}</span>
                    {option.label}
                  </div>
                ))}
              </div>
              {statusText && (
                <p
                  className={`${css.status} ${found.status === 'error' ? css.statusError : ''}`}
                  aria-hidden="true"
                >
                  {statusText}
                </p>
              )}
            </DismissableLayer>
          )}
          <span role="status" className={visuallyHidden}>
            {announcement}
          </span>
        </div>
      )}
    </Field>
  )
}
