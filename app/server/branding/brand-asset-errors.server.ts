/**
 * Why an uploaded logo or favicon is refused: a code, the field it concerns and the sentence in
 * both languages (app/i18n/errors/branding.ts). The console shows the field's message, the CLI
 * prints it and exits 1; nothing is stored (brand-assets.server.ts checks before it writes).
 */
import type { TextParams } from '#app/i18n/texts.server'
import { InvalidInputError } from '../errors.server'

export type BrandAssetField = 'logo' | 'favicon'

export const MAX_BRAND_ASSET_BYTES = 512 * 1024

export type BrandAssetProblem =
  | { code: 'too_large'; bytes: number }
  | { code: 'empty' }
  | { code: 'not_an_image' }
  | { code: 'unreadable' }
  | { code: 'svg_malformed' }
  | { code: 'svg_script' }
  | { code: 'svg_event_handler'; attribute: string }
  | { code: 'svg_foreign_object' }
  | { code: 'svg_external_reference'; reference: string }
  | { code: 'svg_entity' }
  | { code: 'too_many_pixels'; width: number; height: number }
  | { code: 'favicon_not_square'; width: number; height: number }
  | { code: 'favicon_too_small'; width: number; height: number }

const kb = (bytes: number) => Math.ceil(bytes / 1024)

/** The problem's values that its text shows (a size in KB, an attribute, a reference). */
function paramsOf(problem: BrandAssetProblem): TextParams {
  const { code: _code, ...values } = problem
  return 'bytes' in problem ? { kb: kb(problem.bytes) } : values
}

/** A refused upload; `status` 400 like every bad input, `messages` for field errors. */
export class BrandAssetError extends InvalidInputError {
  constructor(
    readonly field: BrandAssetField,
    readonly problem: BrandAssetProblem,
  ) {
    super(`errors.branding.${problem.code}`, paramsOf(problem))
    // The CLI prints the message: it names the field the problem is in.
    this.message = `${field}: ${this.message}`
  }
}
