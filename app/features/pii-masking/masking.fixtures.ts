/** In-memory masking APIs and sample masked messages for stories and tests (ADR 034). */

import type { ApplicationMaskingView, MaskedSpan, TenantMaskingView } from './masking.shared'
import type { MaskingApi } from './masking-api'

const TOO_LONG = {
  ja: 'NG ワードは 1 つ 50 文字以内にしてください。',
  en: 'Each NG word may be at most 50 characters.',
}

/** Saves what is valid as the server would (a word over 50 characters is refused). */
function fakeApi<T extends { ngWords: string[] }>(initial: T, name: string): MaskingApi<T> {
  let current = initial
  return {
    key: ['fake-masking', name],
    load: async () => ({ ok: true, data: current }),
    save: async (body) => {
      const words = (body.ngWords as string[] | undefined) ?? []
      if (words.some((word) => word.length > 50)) {
        return { ok: false, status: 400, message: TOO_LONG, fieldErrors: { 'ngWords.0': TOO_LONG } }
      }
      current = { ...current, ...body }
      return { ok: true, data: current }
    },
  }
}

export const sampleApplicationMasking: ApplicationMaskingView = {
  kinds: ['email', 'phone'],
  ngWords: ['Project Falcon', '極秘'],
}

export function fakeTenantMaskingApi(view: Partial<TenantMaskingView> = {}, name = 'sample') {
  return fakeApi<TenantMaskingView>(
    {
      kinds: ['myNumber'],
      ngWords: ['ガンマ案件'],
      storeMasked: false,
      application: sampleApplicationMasking,
      ...view,
    },
    name,
  )
}

export function fakeApplicationMaskingApi(
  view: ApplicationMaskingView = sampleApplicationMasking,
  name = 'app',
) {
  return fakeApi<ApplicationMaskingView>(view, name)
}

const spanOf = (content: string, kind: MaskedSpan['kind'], text: string): MaskedSpan => {
  const start = content.indexOf(text)
  return { kind, start, end: start + text.length }
}

const ORIGINAL =
  '山田です。連絡先は taro@example.jp、電話は 090-1234-5678 です。Project Falcon の見積もりを作って。'
const STORED_MASKED = '山田です。連絡先は [EMAIL]、電話は [PHONE] です。[NG] の見積もりを作って。'

/** A question stored as written, with what was masked before the model. */
export const maskedQuestion = {
  content: ORIGINAL,
  maskedSpans: [
    spanOf(ORIGINAL, 'email', 'taro@example.jp'),
    spanOf(ORIGINAL, 'phone', '090-1234-5678'),
    spanOf(ORIGINAL, 'ngWord', 'Project Falcon'),
  ],
}

/** The same question stored masked (the tenant asked): the spans are its placeholders. */
export const storedMaskedQuestion = {
  content: STORED_MASKED,
  maskedSpans: [
    spanOf(STORED_MASKED, 'email', '[EMAIL]'),
    spanOf(STORED_MASKED, 'phone', '[PHONE]'),
    spanOf(STORED_MASKED, 'ngWord', '[NG]'),
  ],
}
