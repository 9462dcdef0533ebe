/**
 * Colour maths the registry needs, kept to what a check can rely on: WCAG 2.x contrast (the AA
 * rule of DESIGN.md) and a perceptual distance (OKLab) to keep brands apart. Inputs are
 * six-digit hex colours as validated by `hexColourSchema`.
 */

export type Rgb = readonly [red: number, green: number, blue: number]

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour / #rrggbb 形式の色ではありません: ${hex}`)
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ]
}

function toLinear(channel: number) {
  const value = channel / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map(toLinear)
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0)
}

/** WCAG 2.x contrast ratio, 1 to 21, in either order. AA for body text needs 4.5. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA)
  const b = relativeLuminance(hexB)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** OKLab coordinates (Björn Ottosson, 2020): distances there match how different colours look. */
export function toOklab(hex: string): readonly [lightness: number, a: number, b: number] {
  const [red = 0, green = 0, blue = 0] = parseHex(hex).map(toLinear)
  const l = Math.cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
  const m = Math.cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
  const s = Math.cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ]
}

/** Euclidean distance in OKLab: about 0.02 is a just-noticeable difference. */
export function colourDistance(hexA: string, hexB: string): number {
  const a = toOklab(hexA)
  const b = toOklab(hexB)
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
}
