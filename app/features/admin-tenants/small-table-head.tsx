import * as css from './admin-tenants.css'

/** The header row of the tenant pages' short tables (the detail's lists, the deleted tenants). */
export function SmallTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col" className={css.smallCell}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  )
}
