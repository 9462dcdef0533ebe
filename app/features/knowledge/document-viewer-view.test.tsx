// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { DocumentViewerView, groupChunks } from './document-viewer-view'
import { sampleViewerDocument } from './knowledge.fixtures'
import { validateViewerSearch } from './knowledge-route'

describe('the document viewer', () => {
  afterEach(cleanup)

  it('groups passages by page, slide, sheet or heading path, in order', () => {
    const groups = groupChunks([
      { id: 1, position: 0, page: 1, location: {}, text: 'a' },
      { id: 2, position: 1, page: 1, location: {}, text: 'b' },
      { id: 3, position: 2, page: 2, location: { slide: 2 }, text: 'c' },
      { id: 4, position: 3, page: 3, location: { sheet: '売上', rows: [2, 9] }, text: 'd' },
      { id: 5, position: 4, page: null, location: { headings: ['第1章'] }, text: 'e' },
      { id: 6, position: 5, page: null, location: {}, text: 'f' },
    ])
    expect(groups.map((group) => [group.key, group.chunks.map((chunk) => chunk.id)])).toEqual([
      [{ kind: 'page', page: 1 }, [1, 2]],
      [{ kind: 'slide', slide: 2 }, [3]],
      [{ kind: 'sheet', sheet: '売上' }, [4]],
      [{ kind: 'headings', path: ['第1章'] }, [5]],
      [{ kind: 'none' }, [6]],
    ])
  })

  it('heads each page and marks the cited passage, scrolled into view', () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    renderUi(<DocumentViewerView data={sampleViewerDocument} citedChunkId={102} onBack={() => {}} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('リモートワーク規程.pdf')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'ページ 1',
      'ページ 3',
      'ページ 4',
    ])
    const cited = screen.getByRole('article', { name: '引用された箇所' })
    expect(cited.id).toBe('chunk-102')
    expect(cited.dataset.cited).toBe('true')
    expect(cited.textContent).toContain('第2章 勤務 › 勤務時間')
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(cited)
    expect(
      screen.getAllByTestId('document-passage').filter((passage) => passage.dataset.cited === 'true'),
    ).toHaveLength(1)
  })

  it('does not repeat under a heading path or a sheet what the group heading already says', () => {
    const data = {
      ...sampleViewerDocument,
      chunks: [
        {
          id: 1,
          position: 0,
          page: null,
          location: { headings: ['休暇', '有給'] },
          text: '有給休暇は10日。',
        },
        {
          id: 2,
          position: 1,
          page: 2,
          location: { sheet: '一覧', rows: [2, 5] as [number, number] },
          text: '区分: 有給',
        },
      ],
    }
    renderUi(<DocumentViewerView data={data} onBack={() => {}} />)
    const [byHeadings, bySheet] = screen.getAllByTestId('document-passage')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '休暇 › 有給',
      'シート「一覧」',
    ])
    expect(byHeadings?.textContent).toBe('有給休暇は10日。')
    expect(bySheet?.textContent).toBe('2〜5 行区分: 有給')
  })

  it('reads ?chunk= as a positive whole number, and anything else as none', () => {
    expect(validateViewerSearch({ chunk: '102' })).toEqual({ chunk: 102 })
    expect(validateViewerSearch({ chunk: 'x' })).toEqual({})
    expect(validateViewerSearch({ chunk: '-3' })).toEqual({})
    expect(validateViewerSearch({})).toEqual({})
  })
})
