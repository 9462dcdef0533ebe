// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleLayout } from './category-settings.fixtures'
import { CategorySettingsEditor } from './category-settings-editor'

afterEach(cleanup)

const categoryNames = () => screen.getAllByTestId('category-setting-name').map((node) => node.textContent)

it('reorders, hides and moves with buttons and a select, and saves the whole layout', () => {
  const onSave = vi.fn()
  renderUi(<CategorySettingsEditor layout={sampleLayout} onSave={onSave} onReset={vi.fn()} />)
  const save = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement
  expect(save.disabled).toBe(true)
  expect((screen.getByRole('button', { name: '業務効率化 を上へ' }) as HTMLButtonElement).disabled).toBe(true)

  fireEvent.click(screen.getByRole('button', { name: '社内サポート を上へ' }))
  expect(categoryNames()).toEqual(['社内サポート', '業務効率化', '運用', '準備中'])
  fireEvent.click(screen.getByRole('button', { name: '運用 を表示する' }))
  fireEvent.click(screen.getByRole('button', { name: 'メール作成 を非表示にする' }))
  fireEvent.change(screen.getByRole('combobox', { name: '翻訳 の移動先カテゴリ' }), {
    target: { value: 'empty' },
  })
  expect(screen.getByText('保存していない変更があります。')).toBeTruthy()

  fireEvent.click(save)
  expect(onSave).toHaveBeenCalledWith({
    categories: [
      { id: 'support', hidden: false, chats: [{ id: 'rules', hidden: false }] },
      {
        id: 'office',
        hidden: false,
        chats: [
          { id: 'mail', hidden: true },
          { id: 'minutes', hidden: true },
        ],
      },
      { id: 'ops', hidden: false, chats: [{ id: 'incident', hidden: false }] },
      { id: 'empty', hidden: false, chats: [{ id: 'translate', hidden: false }] },
    ],
    others: [],
  })
})

it('gives every drag handle a name for the keyboard and screen readers', () => {
  renderUi(<CategorySettingsEditor layout={sampleLayout} onSave={vi.fn()} onReset={vi.fn()} />)
  const handle = screen.getByRole('button', { name: '業務効率化 を並べ替え' })
  expect(handle.getAttribute('aria-roledescription')).toBe('sortable')
})
