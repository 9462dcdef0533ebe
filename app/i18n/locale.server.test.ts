import { beforeEach, describe, expect, it, vi } from 'vitest'

const request = vi.hoisted(() => ({
  cookies: {} as Record<string, string>,
  headers: {} as Record<string, string>,
}))

vi.mock('@tanstack/react-start/server', () => ({
  getCookie: (name: string) => request.cookies[name],
  getRequestHeader: (name: string) => request.headers[name],
}))

const { getRequestLocale } = await import('./locale.server')

beforeEach(() => {
  request.cookies = {}
  request.headers = {}
})

describe('getRequestLocale', () => {
  it('reads the locale cookie first', () => {
    request.cookies.locale = 'en'
    request.headers['accept-language'] = 'ja'
    expect(getRequestLocale()).toBe('en')
  })

  it('then the Accept-Language header', () => {
    request.headers['accept-language'] = 'en-US,en;q=0.9'
    expect(getRequestLocale()).toBe('en')
  })

  it('then the configured default, Japanese', () => {
    expect(getRequestLocale()).toBe('ja')
  })
})
