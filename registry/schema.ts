import { z } from 'zod'

/**
 * The shape of a theme (DESIGN.md "Themes"). Theme files in `themes/` import only these types;
 * the registry parses every theme with these schemas, so a hand-edited file with a bad colour is
 * reported by `opsai themes check` instead of reaching the CSS.
 */

/** Six-digit hex only: the form designers hand over, and one WCAG maths can read unambiguously. */
export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0E3661 / #0E3661 のような色で指定してください')

/** Lower-case snake case, as the spec's keys are (`hirameki_ai`); it is also a URL segment. */
export const themeKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/,
    'must be lower-case snake case like my_brand / my_brand のような小文字のスネークケースで指定してください',
  )
  .max(64)

/** Every colour of the contract (registry/contract.css.ts uses the same field names). */
export const paletteSchema = z.strictObject({
  primary: hexColourSchema,
  primaryActive: hexColourSchema,
  secondary: hexColourSchema,
  error: hexColourSchema,
  info: hexColourSchema,
  success: hexColourSchema,
  warning: hexColourSchema,
  text1: hexColourSchema,
  text2: hexColourSchema,
  main1: hexColourSchema,
  main2: hexColourSchema,
  main3: hexColourSchema,
  base1: hexColourSchema,
  base2: hexColourSchema,
  base3: hexColourSchema,
  base4: hexColourSchema,
  gradation1: hexColourSchema,
  gradation2: hexColourSchema,
})

/** The only colours a brand may change (spec §9). No escape hatch: brands cannot drift. */
export const brandColoursSchema = paletteSchema.pick({
  primary: true,
  primaryActive: true,
  gradation1: true,
  gradation2: true,
})

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\r\n]*$/, 'must be one line / 1 行で入力してください')

const describedSchema = {
  /** Shown in Storybook's toolbar and `opsai themes list`. */
  name: oneLine(60),
  /** One line on the idea behind the colours, for designers reviewing the set. */
  note: oneLine(96),
}

/** What `themes/opsai.ts` holds: the full palette. */
export const defaultThemeSourceSchema = z.strictObject({ ...describedSchema, palette: paletteSchema })

/** What each `themes/brands/<key>.ts` holds: a name, a note and four colours. */
export const brandSourceSchema = z.strictObject({ ...describedSchema, colours: brandColoursSchema })

/** A resolved theme: the default palette with a brand's colours laid over it. */
export const themeSchema = z.strictObject({
  key: themeKeySchema,
  kind: z.enum(['default', 'brand']),
  ...describedSchema,
  palette: paletteSchema,
})

export type Palette = z.infer<typeof paletteSchema>
export type ColourName = keyof Palette
export type BrandColours = z.infer<typeof brandColoursSchema>
export type DefaultThemeSource = z.infer<typeof defaultThemeSourceSchema>
export type BrandSource = z.infer<typeof brandSourceSchema>
export type ThemeData = z.infer<typeof themeSchema>
