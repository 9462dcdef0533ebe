import { describe, expect, it } from 'vitest'
import { AppError, describeError, errorStatus } from './app-error'

describe('describeError', () => {
  it('titles a 404 "Page Not Found"', () => {
    expect(describeError(new AppError('gone', 404)).title).toBe('Page Not Found')
    expect(describeError({ statusCode: 404 }).title).toBe('Page Not Found')
  })

  it('hides the message of an unexpected error', () => {
    const described = describeError(new Error('relation "users" does not exist'))
    expect(described).toEqual({ status: 500, title: 'Internal Server Error' })
  })

  it('shows the message an error carries for the user', () => {
    expect(describeError(new AppError('このテナントは停止中です', 403))).toEqual({
      status: 403,
      title: 'このテナントは停止中です',
    })
  })

  it('reads status or statusCode', () => {
    expect(errorStatus({ status: 418 })).toBe(418)
    expect(errorStatus({ statusCode: 503 })).toBe(503)
    expect(errorStatus('boom')).toBe(500)
  })
})
