// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { DataTable, dataTableColumns, type PaginationState, type SortingState } from './data-table'

afterEach(cleanup)

interface Tenant {
  id: string
  name: string
  tokens: number
}

const tenants: Tenant[] = Array.from({ length: 23 }, (_, index) => ({
  id: `t${index + 1}`,
  name: `Tenant ${String.fromCharCode(65 + ((index * 7) % 23))}`,
  tokens: (index * 37) % 100,
}))

const column = dataTableColumns<Tenant>()
const columns = column.columns([
  column.accessor('name', { header: '名前' }),
  column.accessor('tokens', { header: 'トークン' }),
  column.display({ id: 'actions', header: '操作', cell: () => '…', enableSorting: false }),
])

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('DataTable (client mode)', () => {
  it('is captioned and shows the first page with the range', () => {
    renderUi(<DataTable caption="テナント一覧" columns={columns} data={tenants} pageSize={10} />)
    expect(screen.getByRole('table', { name: 'テナント一覧' })).toBeTruthy()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('全23件中 1–10件')).toBeTruthy()
    expect(screen.getByText('1 / 3 ページ')).toBeTruthy()
    expect(screen.getByRole('button', { name: '前のページ' }).hasAttribute('disabled')).toBe(true)
  })

  it('sorts by a column header, ascending then descending, and marks aria-sort', async () => {
    const user = userEvent.setup()
    renderUi(<DataTable caption="テナント一覧" columns={columns} data={tenants} pageSize={50} />)
    const header = screen.getByRole('columnheader', { name: /名前/ })
    expect(header.getAttribute('aria-sort')).toBe('none')
    expect(screen.getByRole('columnheader', { name: '操作' }).hasAttribute('aria-sort')).toBe(false)
    await user.click(within(header).getByRole('button'))
    const ascending = [...tenants.map((tenant) => tenant.name)].sort()
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(firstColumn()).toEqual(ascending)
    await user.click(within(header).getByRole('button'))
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(firstColumn()).toEqual([...ascending].reverse())
  })

  it('pages forward, to the last page and back to the first', async () => {
    const user = userEvent.setup()
    renderUi(<DataTable caption="テナント一覧" columns={columns} data={tenants} pageSize={10} />)
    await user.click(screen.getByRole('button', { name: '次のページ' }))
    expect(firstColumn()[0]).toBe(tenants[10]?.name)
    expect(screen.getByText('2 / 3 ページ')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '最後のページ' }))
    expect(bodyRows()).toHaveLength(3)
    expect(screen.getByText('全23件中 21–23件')).toBeTruthy()
    expect(screen.getByRole('button', { name: '次のページ' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: '最初のページ' }))
    expect(firstColumn()[0]).toBe(tenants[0]?.name)
  })

  it('says there is nothing to show when empty', () => {
    renderUi(<DataTable caption="空" columns={columns} data={[]} />)
    expect(screen.getByText('表示するデータがありません。')).toBeTruthy()
    expect(screen.getByText('全0件中 0–0件')).toBeTruthy()
  })
})

function ServerTable({
  onPage,
  onSort,
}: {
  onPage: (pagination: PaginationState) => void
  onSort: (sorting: SortingState) => void
}) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 5 })
  const [sorting, setSorting] = useState<SortingState>([])
  // The "server" returns one page of 5; the table must not slice or sort it again.
  const page = tenants.slice(pagination.pageIndex * 5, pagination.pageIndex * 5 + 5)
  return (
    <DataTable
      caption="サーバー"
      columns={columns}
      data={page}
      server={{
        rowCount: 1234,
        pagination,
        onPaginationChange: (next) => {
          setPagination(next)
          onPage(next)
        },
        sorting,
        onSortingChange: (next) => {
          setSorting(next)
          onSort(next)
        },
      }}
    />
  )
}

describe('DataTable (server mode)', () => {
  it('asks for the next page and shows the server total', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    renderUi(<ServerTable onPage={onPage} onSort={() => {}} />)
    expect(bodyRows()).toHaveLength(5)
    expect(screen.getByText('全1,234件中 1–5件')).toBeTruthy()
    expect(screen.getByText('1 / 247 ページ')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '次のページ' }))
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 5 })
    expect(firstColumn()[0]).toBe(tenants[5]?.name)
    await user.click(screen.getByRole('button', { name: '最後のページ' }))
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 246, pageSize: 5 })
    expect(screen.getByText('全1,234件中 1,231–1,234件')).toBeTruthy()
  })

  it('asks for a sort order without reordering the page itself, and returns to page 1', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    const onSort = vi.fn()
    renderUi(<ServerTable onPage={onPage} onSort={onSort} />)
    await user.click(screen.getByRole('button', { name: '次のページ' }))
    const header = screen.getByRole('columnheader', { name: /トークン/ })
    await user.click(within(header).getByRole('button'))
    // TanStack sorts numbers descending first.
    expect(onSort).toHaveBeenCalledWith([{ id: 'tokens', desc: true }])
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 5 })
    // The rows are the server's page as given, in the server's order.
    expect(firstColumn()).toEqual(tenants.slice(0, 5).map((tenant) => tenant.name))
  })
})
