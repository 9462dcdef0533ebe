/**
 * A chat turn's masking (ADR 034): what the model provider gets and what is stored. The question
 * goes to the model masked; it is stored as written with the spans of what was masked (its
 * author sees them highlighted), or masked with the spans of the placeholders when the tenant
 * stores messages masked. Earlier messages and document passages are masked each time they
 * are sent, with the settings of the moment.
 */
import type { MaskedSpan } from '#app/features/pii-masking/masking.shared'
import { compileMasker } from './mask-text.server'
import type { EffectiveMasking } from './masking-settings.server'

export interface MaskedQuestion {
  /** The question as the model provider gets it. */
  forModel: string
  /** The user's message as stored, and the masked spans in it. */
  stored: { content: string; maskedSpans: MaskedSpan[] }
}

export interface TurnMasking {
  active: boolean
  question(content: string): MaskedQuestion
  /** Any other text bound for the model: an earlier message, a document passage. */
  text(content: string): string
}

export function turnMasking(settings: EffectiveMasking): TurnMasking {
  const masker = compileMasker(settings)
  return {
    active: masker.active,
    question(content) {
      const masked = masker.mask(content)
      return {
        forModel: masked.text,
        stored: settings.storeMasked
          ? { content: masked.text, maskedSpans: masked.placeholderSpans }
          : { content, maskedSpans: masked.spans },
      }
    },
    text: (content) => masker.mask(content).text,
  }
}
