import { type ReactNode, useId } from 'react'
import * as css from './card.css'

export interface CardProps {
  /** A heading that also names the card region. */
  title?: ReactNode
  /** Heading level for the title, to fit the page outline. */
  headingLevel?: 1 | 2 | 3 | 4
  description?: ReactNode
  /** Controls beside the title (a menu, a link). */
  actions?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  className?: string
}

/** A surface grouping related content; with a title it is a named region. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  children,
  className,
}: CardProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section
      className={className ? `${css.card} ${className}` : css.card}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || actions) && (
        <div className={css.header}>
          {title && (
            <Heading id={titleId} className={css.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {description && <p className={css.description}>{description}</p>}
      {children}
      {footer && <div className={css.footer}>{footer}</div>}
    </section>
  )
}
