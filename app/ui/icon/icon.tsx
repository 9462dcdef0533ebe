import type { SVGProps } from 'react'
import * as css from './icon.css'

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'path'> {
  /** An mdi path from `@mdi/js`, e.g. `mdiAccount`. Importing paths one by one keeps unused icons out. */
  path: string
  /** What the icon means. Without it the icon is decoration and hidden from screen readers. */
  label?: string
  /** Edge length in px, or any CSS length; defaults to the surrounding text size. */
  size?: number | string
}

/** An mdi icon (spec §9 "Icon set: mdi") as inline SVG, coloured by `currentColor`. */
export function Icon({ path, label, size = '1.25em', className, ...rest }: IconProps) {
  const svgProps = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    focusable: 'false' as const,
    className: className ? `${css.icon} ${className}` : css.icon,
    ...rest,
  }
  const drawing = <path d={path} fill="currentColor" />
  if (label) {
    return (
      <svg role="img" aria-label={label} {...svgProps}>
        {drawing}
      </svg>
    )
  }
  return (
    <svg aria-hidden="true" {...svgProps}>
      {drawing}
    </svg>
  )
}
