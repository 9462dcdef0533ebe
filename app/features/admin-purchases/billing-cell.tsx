import * as listCss from '../admin-shell/admin-list.css'
import * as css from './admin-purchases.css'

/** Who an invoice goes to, in a console table cell: the name, then the address and e-mail. */
export function BillingCell({
  name,
  address,
  email,
}: {
  name: string | null
  address: string | null
  email: string | null
}) {
  if (!name) return null
  return (
    <span className={listCss.cellStack}>
      {name}
      <span className={`${listCss.muted} ${css.breakable}`}>{address}</span>
      <span className={`${listCss.muted} ${css.breakable}`}>{email}</span>
    </span>
  )
}
