import * as css from './brand-mark.css'
import { useBrand } from './use-brand'

/**
 * The brand as a picture: its logo on a white chip, or, without one, a wordmark drawn from the
 * name (a monogram and the name, in the theme's colours). For the brand band of the signed-in
 * header and the gradient above the sign-in cards.
 */
export function BrandMark({
  size = 'header',
  tone = 'inverse',
}: {
  size?: 'header' | 'card'
  tone?: 'inverse' | 'plain'
}) {
  const { identity, name } = useBrand()
  if (identity.logo) {
    return (
      <span className={css.mark} data-testid="brand-mark">
        <span className={css.logoChip}>
          <img
            className={css.logo[size]}
            src={identity.logo.url}
            alt={name}
            width={identity.logo.width}
            height={identity.logo.height}
          />
        </span>
      </span>
    )
  }
  const letter = [...identity.names.en.trim()][0]?.toUpperCase() ?? ''
  return (
    <span className={css.mark} data-testid="brand-mark">
      <span
        className={`${css.monogramBase} ${css.monogram[size]} ${css.monogramTone[tone]}`}
        aria-hidden="true"
      >
        {letter}
      </span>
      {size === 'header' && identity.shortName && identity.shortName !== name ? (
        // A phone's header has room for the short name only: a cut-off name is not the brand's.
        <>
          <span
            className={`${css.wordmarkBase} ${css.wordmark[size]} ${css.wordmarkTone[tone]} ${css.wideOnly}`}
          >
            {name}
          </span>
          <span
            className={`${css.wordmarkBase} ${css.wordmark[size]} ${css.wordmarkTone[tone]} ${css.narrowOnly}`}
          >
            {identity.shortName}
          </span>
        </>
      ) : (
        <span className={`${css.wordmarkBase} ${css.wordmark[size]} ${css.wordmarkTone[tone]}`}>{name}</span>
      )}
    </span>
  )
}
