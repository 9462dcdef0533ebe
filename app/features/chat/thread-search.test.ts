// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetThreadSearches, useThreadSearch } from './thread-search'

afterEach(() => {
  cleanup()
  forgetThreadSearches()
})

describe('the thread list search', () => {
  it('survives the chat screen being mounted again, as when a found thread is opened', () => {
    const first = renderHook(() => useThreadSearch('/chat'))
    act(() => first.result.current.setQuery('りんご'))
    act(() => first.result.current.setScope('all'))
    first.unmount()

    const next = renderHook(() => useThreadSearch('/chat'))
    expect(next.result.current.query).toBe('りんご')
    expect(next.result.current.scope).toBe('all')
  })

  it('belongs to one chat: another chat starts with no search', () => {
    const chat = renderHook(() => useThreadSearch('/chat'))
    act(() => chat.result.current.setQuery('りんご'))
    const custom = renderHook(() => useThreadSearch('/customchat/business-mail'))
    expect(custom.result.current).toMatchObject({ query: '', scope: 'chat' })
  })

  it('starts empty until the reader types, so the first render matches the server', () => {
    const { result } = renderHook(() => useThreadSearch('/chat'))
    expect(result.current).toMatchObject({ query: '', scope: 'chat' })
  })
})
