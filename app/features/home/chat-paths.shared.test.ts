import { describe, expect, it } from 'vitest'
import { chatPath, dashboardPath, threadPath } from './chat-paths.shared'

describe('chat paths', () => {
  it('puts each catalogue kind under its route family', () => {
    expect(chatPath('custom', 'business-mail')).toBe('/customchat/business-mail')
    expect(chatPath('faq', 'work-rules')).toBe('/faqchat/work-rules')
    expect(chatPath('ops', 'incident')).toBe('/opschat/incident')
  })

  it('gives the general chat its own thread URL', () => {
    expect(threadPath({ chatKind: 'chat', keyword: 'default', id: 't1' })).toBe('/chat/thread/t1')
    expect(threadPath({ chatKind: 'faqchat', keyword: 'support', id: 't2' })).toBe(
      '/faqchat/support/thread/t2',
    )
  })

  it('encodes the name segment of a dashboard and never leaves it empty', () => {
    expect(dashboardPath({ kind: 'faq', keyword: 'support', id: 'abc', name: 'サポート FAQ' })).toBe(
      '/faqchat/support/dashboard/abc/%E3%82%B5%E3%83%9D%E3%83%BC%E3%83%88%20FAQ',
    )
    expect(dashboardPath({ kind: 'ops', keyword: 'incident', id: 'x/y', name: '  ' })).toBe(
      '/opschat/incident/dashboard/x%2Fy/incident',
    )
  })
})
