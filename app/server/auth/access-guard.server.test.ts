import { describe, expect, it } from 'vitest'
import { isPageRequest } from './access-guard.server'

const get = (path: string) => new Request(`http://fortuna.localhost${path}`)

describe('isPageRequest', () => {
  it('leaves the theme stylesheet, icons, manifest and domain verification to their own routes', () => {
    for (const path of [
      '/theme/39032dab80e6eb01.css',
      '/manifest.webmanifest',
      '/favicon.ico',
      '/.well-known/domain-verification/abc',
      '/api/health',
      '/assets/index-x.js',
      '/help/_payload.json',
      '/admin/manual/adminManual/_payload.json',
    ])
      expect(isPageRequest(get(path)), path).toBe(false)
  })

  it('guards the pages', () => {
    for (const path of ['/', '/chat', '/admin', '/login', '/themes', '/theme-preview', '/help', '/_payload'])
      expect(isPageRequest(get(path)), path).toBe(true)
  })
})
