import { describe, expect, it } from 'vitest'
import { sampleAdminApplications } from './admin-applications.fixtures'
import type { AdminApplicationRow } from './admin-applications.functions'
import { applicationBody, type FormValues } from './application-form-dialog'

const stored = sampleAdminApplications.page.rows[0] as AdminApplicationRow
const values: FormValues = {
  key: 'new_ai',
  name: 'New AI',
  themeKey: 'opsai',
  defaultPlanId: 'free',
  provider: 'anthropic',
  baseURL: '',
  model: 'claude-sonnet',
  apiKey: '',
  clearApiKey: false,
}

describe('applicationBody', () => {
  it('creates with only the settings that were filled in', () => {
    expect(applicationBody({ ...values, apiKey: ' sk-1 ' }, undefined)).toEqual({
      key: 'new_ai',
      name: 'New AI',
      themeKey: 'opsai',
      defaultPlanId: 'free',
      settings: { provider: 'anthropic', model: 'claude-sonnet', apiKey: 'sk-1' },
    })
    expect(
      applicationBody({ ...values, provider: 'environment', defaultPlanId: '__none__' }, undefined),
    ).toEqual({
      key: 'new_ai',
      name: 'New AI',
      themeKey: 'opsai',
      settings: null,
    })
  })

  it('on an edit keeps the stored key unless a new one is typed or removal is asked for', () => {
    expect(applicationBody(values, stored).settings).toEqual({
      provider: 'anthropic',
      model: 'claude-sonnet',
    })
    expect(applicationBody({ ...values, apiKey: 'sk-2' }, stored).settings).toMatchObject({ apiKey: 'sk-2' })
    expect(applicationBody({ ...values, clearApiKey: true }, stored).settings).toMatchObject({ apiKey: null })
  })

  it('sends the base URL only when changed (the shown one is redacted), and null when emptied', () => {
    const withUrl = {
      ...stored,
      settings: { provider: 'openai-compatible' as const, baseURL: 'https://x.test/v1', hasApiKey: false },
    }
    const edit = { ...values, provider: 'openai-compatible' as const, baseURL: 'https://x.test/v1' }
    expect(applicationBody(edit, withUrl).settings).not.toHaveProperty('baseURL')
    expect(applicationBody({ ...edit, baseURL: 'https://y.test/v1' }, withUrl).settings).toMatchObject({
      baseURL: 'https://y.test/v1',
    })
    expect(applicationBody({ ...edit, baseURL: '' }, withUrl).settings).toMatchObject({ baseURL: null })
    expect(applicationBody({ ...edit, provider: 'environment' }, withUrl)).toEqual({
      name: 'New AI',
      themeKey: 'opsai',
      defaultPlanId: 'free',
      settings: null,
    })
  })
})
