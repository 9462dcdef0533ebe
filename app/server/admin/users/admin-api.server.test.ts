import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readAdminUsersSearch } from '#app/features/admin-users/admin-users-filter.shared'
import { displayNameSchema } from '../../tenancy/fields.server'
import { likePattern } from '../text-search.server'
import { fieldErrorsOf } from './admin-api.server'

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

describe('console field errors', () => {
  it("words the tenancy schemas' catalogue keys and zod's own messages in both languages", () => {
    const schema = z.object({
      name: displayNameSchema,
      price: z.number().int(),
      nested: z.object({ when: z.string() }),
    })
    const result = schema.safeParse({ name: '', price: 'free', nested: {} })
    if (result.success) throw new Error('expected failure')
    const errors = fieldErrorsOf(result.error)
    expect(errors.name).toEqual({ ja: '入力してください。', en: 'This field is required.' })
    expect(errors.price).toEqual({ ja: '数値を入力してください。', en: 'Enter a number.' })
    expect(errors['nested.when']?.ja).toMatch(JAPANESE)
    expect(errors['nested.when']?.en).not.toMatch(JAPANESE)
  })

  it('escapes LIKE wildcards typed by the user', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe('readAdminUsersSearch', () => {
  it('keeps known values and falls back to defaults for the rest', () => {
    expect(
      readAdminUsersSearch({
        page: '3',
        size: '50',
        sort: 'tenant',
        dir: 'desc',
        q: ' x ',
        role: 'owner',
        banned: 'yes',
        tenant: 't1',
      }),
    ).toEqual({
      page: 3,
      size: 50,
      sort: 'tenant',
      dir: 'desc',
      q: 'x',
      role: 'owner',
      banned: 'yes',
      tenant: 't1',
    })
    expect(
      readAdminUsersSearch({ page: '-1', size: '7', sort: 'password', role: 'king', banned: 'maybe' }),
    ).toEqual({
      page: 0,
      size: 25,
      sort: 'email',
      dir: 'asc',
      q: '',
    })
  })
})
