/** Why an uploaded logo or favicon is refused (app/server/branding/brand-asset-errors.server.ts). */
export const brandingErrorsJa = {
  too_large: 'ファイルが大きすぎます ({{kb}} KB)。512 KB 以下にしてください。',
  empty: 'ファイルが空です。',
  not_an_image: 'PNG または SVG の画像ではありません。PNG か SVG のファイルを選んでください。',
  unreadable: '画像を読み込めませんでした。壊れていない PNG か SVG を選んでください。',
  svg_malformed: 'SVG の形式が正しくありません (ルート要素が svg の整形式 XML にしてください)。',
  svg_script: 'SVG にスクリプトが含まれています。スクリプトのない SVG を使ってください。',
  svg_event_handler:
    'SVG にイベントハンドラ ({{attribute}}) が含まれています。取り除いてから登録してください。',
  svg_foreign_object: 'SVG に foreignObject が含まれています。foreignObject のない SVG を使ってください。',
  svg_external_reference:
    'SVG が外部のリソースを参照しています ({{reference}})。画像やフォントは埋め込むか、パスに変換してください。',
  svg_entity: 'SVG に DOCTYPE またはエンティティ宣言が含まれています。取り除いてから登録してください。',
  too_many_pixels: '画像が大きすぎます ({{width}}×{{height}})。縦横 4096 px 以下にしてください。',
  favicon_not_square: 'ファビコンは正方形にしてください (この画像は {{width}}×{{height}})。',
  favicon_too_small:
    'ファビコンが小さすぎます ({{width}}×{{height}})。32×32 px 以上にしてください (512×512 を推奨)。',
}

export const brandingErrorsEn: Record<keyof typeof brandingErrorsJa, string> = {
  too_large: 'The file is too large ({{kb}} KB). Use one of 512 KB or less.',
  empty: 'The file is empty.',
  not_an_image: 'This is not a PNG or SVG image. Choose a PNG or SVG file.',
  unreadable: 'The image could not be read. Choose an undamaged PNG or SVG file.',
  svg_malformed: 'The SVG is malformed (it must be well-formed XML with an svg root element).',
  svg_script: 'The SVG contains a script. Use an SVG without scripts.',
  svg_event_handler: 'The SVG contains an event handler ({{attribute}}). Remove it and upload again.',
  svg_foreign_object: 'The SVG contains a foreignObject. Use an SVG without foreignObject.',
  svg_external_reference:
    'The SVG refers to an outside resource ({{reference}}). Embed images and convert text to paths.',
  svg_entity: 'The SVG contains a DOCTYPE or entity declaration. Remove it and upload again.',
  too_many_pixels: 'The image is too big ({{width}}×{{height}}). Use at most 4096 px on each side.',
  favicon_not_square: 'The favicon must be square (this one is {{width}}×{{height}}).',
  favicon_too_small:
    'The favicon is too small ({{width}}×{{height}}). Use at least 32×32 px (512×512 recommended).',
}
