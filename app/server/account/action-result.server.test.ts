import { describe, expect, it } from 'vitest'
import { emailChangeSchema, passwordChangeSchema } from '../../features/account/account-schemas.shared'
import { NotFoundError } from '../errors.server'
import { failure, parseInput, serviceAction } from './action-result.server'
import { hashApiToken, isApiToken } from './api-tokens.server'

describe('account action results', () => {
  it('gives each field its first problem in both languages, with zod values filled in', () => {
    const result = parseInput(passwordChangeSchema, { currentPassword: '', newPassword: 'short' })
    expect(result).toMatchObject({ ok: false, status: 400 })
    if (result.ok) return
    expect(result.fieldErrors?.currentPassword).toEqual({ ja: '入力してください。', en: expect.any(String) })
    expect(result.fieldErrors?.newPassword?.ja).toBe('8文字以上で入力してください。')
    expect(result.fieldErrors?.newPassword?.en).toMatch(/8/)
  })

  it('accepts and normalises good input', () => {
    expect(parseInput(emailChangeSchema, { newEmail: '  a@b.example ' })).toEqual({
      ok: true,
      data: { newEmail: 'a@b.example' },
    })
    expect(parseInput(emailChangeSchema, 42)).toMatchObject({ ok: false, status: 400 })
  })

  it('translates keys and answers service errors with their status', async () => {
    expect(failure(409, 'account.email.taken')).toEqual({
      ok: false,
      status: 409,
      message: {
        ja: 'このアドレスは別のアカウントで使われているため変更できませんでした。',
        en: 'That address is used by another account, so it could not be changed.',
      },
    })
    expect(failure(400, 'account.password.wrongCurrent', 'currentPassword')).toEqual({
      ok: false,
      status: 400,
      fieldErrors: {
        currentPassword: {
          ja: '現在のパスワードが正しくありません。',
          en: 'The current password is not correct.',
        },
      },
    })
    const notFound = await serviceAction(async () => {
      throw new NotFoundError('errors.account.apiTokenNotFound')
    })
    expect(notFound).toEqual({
      ok: false,
      status: 404,
      message: { ja: 'API トークンが見つかりません', en: 'API token not found' },
    })
    await expect(serviceAction(async () => Promise.reject(new Error('bug')))).rejects.toThrow('bug')
  })

  it('recognises and hashes personal tokens', () => {
    expect(isApiToken('opsai_pat_abc')).toBe(true)
    expect(isApiToken('abc.def')).toBe(false)
    expect(hashApiToken('opsai_pat_abc')).toMatch(/^[0-9a-f]{64}$/)
  })
})
