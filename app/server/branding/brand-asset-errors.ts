/**
 * Why an uploaded logo or favicon is refused: a code, the field it concerns and the sentence in
 * both languages. The console shows the field's message, the CLI prints it and exits 1; nothing
 * is stored (app/server/branding/brand-assets.server.ts checks before it writes).
 */
import type { BilingualText } from '../../features/chat/bilingual'
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

function describe(problem: BrandAssetProblem): BilingualText {
  switch (problem.code) {
    case 'too_large':
      return {
        ja: `ファイルが大きすぎます (${kb(problem.bytes)} KB)。512 KB 以下にしてください。`,
        en: `The file is too large (${kb(problem.bytes)} KB). Use one of 512 KB or less.`,
      }
    case 'empty':
      return { ja: 'ファイルが空です。', en: 'The file is empty.' }
    case 'not_an_image':
      return {
        ja: 'PNG または SVG の画像ではありません。PNG か SVG のファイルを選んでください。',
        en: 'This is not a PNG or SVG image. Choose a PNG or SVG file.',
      }
    case 'unreadable':
      return {
        ja: '画像を読み込めませんでした。壊れていない PNG か SVG を選んでください。',
        en: 'The image could not be read. Choose an undamaged PNG or SVG file.',
      }
    case 'svg_malformed':
      return {
        ja: 'SVG の形式が正しくありません (ルート要素が svg の整形式 XML にしてください)。',
        en: 'The SVG is malformed (it must be well-formed XML with an svg root element).',
      }
    case 'svg_script':
      return {
        ja: 'SVG にスクリプトが含まれています。スクリプトのない SVG を使ってください。',
        en: 'The SVG contains a script. Use an SVG without scripts.',
      }
    case 'svg_event_handler':
      return {
        ja: `SVG にイベントハンドラ (${problem.attribute}) が含まれています。取り除いてから登録してください。`,
        en: `The SVG contains an event handler (${problem.attribute}). Remove it and upload again.`,
      }
    case 'svg_foreign_object':
      return {
        ja: 'SVG に foreignObject が含まれています。foreignObject のない SVG を使ってください。',
        en: 'The SVG contains a foreignObject. Use an SVG without foreignObject.',
      }
    case 'svg_external_reference':
      return {
        ja: `SVG が外部のリソースを参照しています (${problem.reference})。画像やフォントは埋め込むか、パスに変換してください。`,
        en: `The SVG refers to an outside resource (${problem.reference}). Embed images and convert text to paths.`,
      }
    case 'svg_entity':
      return {
        ja: 'SVG に DOCTYPE またはエンティティ宣言が含まれています。取り除いてから登録してください。',
        en: 'The SVG contains a DOCTYPE or entity declaration. Remove it and upload again.',
      }
    case 'too_many_pixels':
      return {
        ja: `画像が大きすぎます (${problem.width}×${problem.height})。縦横 4096 px 以下にしてください。`,
        en: `The image is too big (${problem.width}×${problem.height}). Use at most 4096 px on each side.`,
      }
    case 'favicon_not_square':
      return {
        ja: `ファビコンは正方形にしてください (この画像は ${problem.width}×${problem.height})。`,
        en: `The favicon must be square (this one is ${problem.width}×${problem.height}).`,
      }
    case 'favicon_too_small':
      return {
        ja: `ファビコンが小さすぎます (${problem.width}×${problem.height})。32×32 px 以上にしてください (512×512 を推奨)。`,
        en: `The favicon is too small (${problem.width}×${problem.height}). Use at least 32×32 px (512×512 recommended).`,
      }
  }
}

/** A refused upload; `status` 400 like every bad input, `messages` for field errors. */
export class BrandAssetError extends InvalidInputError {
  readonly messages: BilingualText
  constructor(
    readonly field: BrandAssetField,
    readonly problem: BrandAssetProblem,
  ) {
    const messages = describe(problem)
    super(`${field}: ${messages.ja} / ${messages.en}`)
    this.messages = messages
  }
}
