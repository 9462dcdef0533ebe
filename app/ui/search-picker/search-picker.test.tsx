// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../dialog/dialog'
import { renderUi } from '../testing/render'
import {
  SearchPicker,
  SearchPickerError,
  type SearchPickerOption,
  type SearchPickerSearch,
} from './search-picker'

afterEach(cleanup)

const TENANTS: SearchPickerOption[] = [
  { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
  { value: 't2', label: 'Acme 商事 (acme)' },
  { value: 't3', label: 'Acme 物流 (acme-logistics)' },
]
const ALL = { value: '__all__', label: 'すべて' }

/** A server stand-in: matches by label, answers at once. */
function fakeSearch(options = TENANTS) {
  return vi.fn<SearchPickerSearch>(async (query) => ({
    options: options.filter((option) => option.label.toLowerCase().includes(query.toLowerCase())),
  }))
}

function Controlled({
  search,
  onChange = () => {},
  initial = null,
  valueLabel,
  debounceMs = 0,
}: {
  search: SearchPickerSearch
  onChange?: (value: string) => void
  initial?: string | null
  valueLabel?: string
  debounceMs?: number
}) {
  const [value, setValue] = useState(initial)
  return (
    <SearchPicker
      label="テナント"
      value={value}
      valueLabel={valueLabel}
      search={search}
      fixedOptions={[ALL]}
      debounceMs={debounceMs}
      onValueChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'テナント' }) as HTMLInputElement

describe('SearchPicker', () => {
  it("is a labelled, collapsed combobox showing the chosen value's label from the page", () => {
    renderUi(<Controlled search={fakeSearch()} initial="t1" valueLabel="ヒラメキ株式会社 (hirameki)" />)
    expect(combobox().value).toBe('ヒラメキ株式会社 (hirameki)')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(combobox().getAttribute('aria-autocomplete')).toBe('list')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('searches the server once typing pauses, then chooses with the arrows and Enter', async () => {
    const user = userEvent.setup()
    const search = fakeSearch()
    const onChange = vi.fn()
    renderUi(<Controlled search={search} onChange={onChange} debounceMs={80} />)
    await user.click(combobox())
    await screen.findByRole('option', { name: /hirameki/ })
    search.mockClear()
    await user.keyboard('acme')
    const listbox = await screen.findByRole('listbox', { name: 'テナント' })
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Acme 商事 (acme)', 'Acme 物流 (acme-logistics)']),
    )
    // Four keystrokes, one request: the debounce waited for the pause.
    expect(search.mock.calls.map(([query]) => query)).toEqual(['acme'])
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id)
    // Typed text highlights the first match; ArrowDown moves to the next.
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')
    expect(active()?.textContent).toBe('Acme 商事 (acme)')
    await user.keyboard('{ArrowDown}')
    expect(active()?.textContent).toBe('Acme 物流 (acme-logistics)')
    expect(active()?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('t3')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(combobox().value).toBe('Acme 物流 (acme-logistics)')
  })

  it('opens with ArrowDown on the first matches, fixed choices first and the chosen one marked', async () => {
    const user = userEvent.setup()
    const search = fakeSearch()
    renderUi(<Controlled search={search} initial="t2" valueLabel="Acme 商事 (acme)" />)
    combobox().focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4))
    expect(search).toHaveBeenCalledWith('', expect.any(AbortSignal))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'すべて',
      ...TENANTS.map((tenant) => tenant.label),
    ])
    // The chosen value is highlighted; ArrowUp wraps from the first to the last.
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Acme 商事 (acme)')
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Acme 物流 (acme-logistics)')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(combobox().value).toBe('すべて')
  })

  it('Escape closes the list without choosing, and leaves the dialog around it open', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onOpenChange = vi.fn()
    renderUi(
      <Dialog title="テナントを作成" open onOpenChange={onOpenChange}>
        <Controlled
          search={fakeSearch()}
          onChange={onChange}
          initial="t1"
          valueLabel="ヒラメキ株式会社 (hirameki)"
        />
      </Dialog>,
    )
    await user.click(combobox())
    await user.keyboard('acme')
    await screen.findByRole('option', { name: 'Acme 商事 (acme)' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(combobox().value).toBe('ヒラメキ株式会社 (hirameki)')
    expect(onChange).not.toHaveBeenCalled()
    // With the list closed, Escape is the dialog's again.
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('chooses with the mouse', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderUi(<Controlled search={fakeSearch()} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: '候補を表示' }))
    await user.click(await screen.findByRole('option', { name: 'ヒラメキ株式会社 (hirameki)' }))
    expect(onChange).toHaveBeenCalledWith('t1')
    expect(combobox().value).toBe('ヒラメキ株式会社 (hirameki)')
  })

  it("Enter right after typing never chooses an earlier text's match", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const answer = fakeSearch()
    const slow = vi.fn<SearchPickerSearch>(
      (query, signal) => new Promise((resolve) => setTimeout(() => resolve(answer(query, signal)), 60)),
    )
    renderUi(<Controlled search={slow} onChange={onChange} />)
    await user.click(combobox())
    await screen.findByRole('option', { name: 'ヒラメキ株式会社 (hirameki)' })
    await user.keyboard('acme{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    await screen.findByRole('option', { name: 'Acme 商事 (acme)' })
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('t2')
  })

  it('never lets a slow earlier answer replace a newer one', async () => {
    const user = userEvent.setup()
    const signals: AbortSignal[] = []
    const search = vi.fn<SearchPickerSearch>(
      (query, signal) =>
        new Promise((resolve) => {
          signals.push(signal)
          // The first request ("a") answers last.
          setTimeout(
            () => resolve({ options: [{ value: query, label: `match ${query}` }] }),
            query === 'a' ? 150 : 10,
          )
        }),
    )
    renderUi(<Controlled search={search} debounceMs={0} />)
    await user.click(combobox())
    await user.keyboard('a')
    await waitFor(() => expect(search).toHaveBeenCalledWith('a', expect.any(AbortSignal)))
    await user.keyboard('b')
    expect(await screen.findByRole('option', { name: 'match ab' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByRole('option', { name: 'match a' })).toBeNull()
    expect(signals.find((_, index) => search.mock.calls[index]?.[0] === 'a')?.aborted).toBe(true)
  })

  it("tells when nothing matches, when there are more, and the server's refusal in the reader's language", async () => {
    const user = userEvent.setup()
    const search = vi.fn<SearchPickerSearch>(async (query) => {
      if (query === 'x'.repeat(3)) {
        throw new SearchPickerError({
          ja: '100 文字以内で入力してください',
          en: 'Use at most 100 characters',
        })
      }
      if (query === 'zzz') return { options: [] }
      if (query === 'boom') throw new TypeError('Failed to fetch')
      return { options: TENANTS.slice(0, 2), more: true }
    })
    renderUi(<Controlled search={search} />, { locale: 'en' })
    // Shown under the list, and heard through the status region.
    const told = (text: string) =>
      waitFor(() => {
        expect(screen.getByRole('status').textContent).toBe(text)
        expect(screen.getByRole('listbox').parentElement?.textContent).toContain(text)
      })
    await user.click(combobox())
    await told('Showing the first 2. Type to narrow the list.')
    await user.keyboard('zzz')
    await told('No matches.')
    await user.clear(combobox())
    await user.keyboard('xxx')
    await told('Use at most 100 characters')
    await user.clear(combobox())
    await user.keyboard('boom')
    await told('The search failed. Please try again.')
  })
})
