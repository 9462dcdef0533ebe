import { describe, expect, it } from 'vitest'
import { SPEC_ROUTES } from '#e2e/spec-routes'
import { isSpecPagePath, SPEC_PAGE_PATTERNS } from './page-routes.shared'

describe('spec page routes', () => {
  it('are the 42 routes the end-to-end route table walks', () => {
    expect(SPEC_PAGE_PATTERNS).toHaveLength(42)
    expect([...SPEC_PAGE_PATTERNS].sort()).toEqual(SPEC_ROUTES.map((route) => route.pattern).sort())
  })

  it.each([
    '/team',
    '/admin',
    '/admin/',
    '/chat/thread/abc',
    '/faqchat/kw/dashboard/1/x',
    '/login/hirameki_ai',
  ])('knows %s', (path) => expect(isSpecPagePath(path)).toBe(true))

  it.each(['/nope', '/team/x', '/chat/thread', '/faqchat/kw/dashboard/1', '/admin/nope'])(
    'does not know %s',
    (path) => expect(isSpecPagePath(path)).toBe(false),
  )
})
