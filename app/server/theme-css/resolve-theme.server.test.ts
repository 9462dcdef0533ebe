import { describe, expect, it } from 'vitest'
import { routeAiType } from '../../features/theme/route-ai-type.shared'
import { resolveThemeKey } from './resolve-theme.server'

describe('resolveThemeKey', () => {
  it('prefers the route ai_type, then the tenant, then the domain, then opsai', () => {
    const all = { routeAiType: 'fortuna', tenantTheme: 'kakushin', domainTheme: 'uigpt' }
    expect(resolveThemeKey(all)).toBe('fortuna')
    expect(resolveThemeKey({ ...all, routeAiType: undefined })).toBe('kakushin')
    expect(resolveThemeKey({ domainTheme: 'uigpt' })).toBe('uigpt')
    expect(resolveThemeKey({})).toBe('opsai')
  })

  it('skips values that are not themes, so the next source decides and the page still renders', () => {
    expect(resolveThemeKey({ routeAiType: 'no_such_brand', tenantTheme: 'kakushin' })).toBe('kakushin')
    expect(resolveThemeKey({ routeAiType: 'no_such_brand', tenantTheme: '', domainTheme: 'uigpt' })).toBe(
      'uigpt',
    )
    expect(resolveThemeKey({ routeAiType: '{product}', tenantTheme: 'Fortuna', domainTheme: 'x' })).toBe(
      'opsai',
    )
    expect(resolveThemeKey({ routeAiType: '__proto__' })).toBe('opsai')
  })
})

describe('routeAiType', () => {
  it('reads {ai_type} from /login, /admin/login and /freeRegist', () => {
    expect(routeAiType('/login/fortuna')).toBe('fortuna')
    expect(routeAiType('/login/fortuna/')).toBe('fortuna')
    expect(routeAiType('/admin/login/hirameki_ai')).toBe('hirameki_ai')
    expect(routeAiType('/freeRegist/kakushin')).toBe('kakushin')
    expect(routeAiType('/login/%66ortuna')).toBe('fortuna')
  })

  it('finds none elsewhere', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/admin/login',
      '/freeRegist',
      '/chat/fortuna',
      '/x/login/fortuna',
    ]) {
      expect(routeAiType(path), path).toBeUndefined()
    }
    expect(routeAiType('/login/fortuna/extra')).toBeUndefined()
    expect(routeAiType('/freeregist/fortuna')).toBeUndefined()
  })

  it('ignores a malformed escape instead of throwing', () => {
    expect(routeAiType('/login/%E0%A4%A')).toBeUndefined()
  })
})
