/**
 * A list's filter by a tenant, application or plan: "all" (and any fixed choices) or one searched
 * on the server. The page's data names the choice in the URL, so its label shows before a search.
 */
import { SearchPicker, type SearchPickerOption } from '#app/ui/search-picker/search-picker'
import { Select, type SelectOption } from '#app/ui/select/select'
import type { AdminChoice, AdminChoiceKind, AdminChoiceSearch } from '../admin-tenants/admin-choices'

const ALL = '__all__'

export function ChoiceFilter({
  kind,
  className,
  label,
  placeholder,
  allLabel,
  fixedOptions = [],
  value,
  choice,
  searchChoices,
  onChange,
}: {
  kind: AdminChoiceKind
  className: string
  label: string
  placeholder: string
  allLabel: string
  /** Choices after "all" that are no record (users: no tenant). */
  fixedOptions?: SearchPickerOption[]
  /** The filter in the URL; undefined is "all". */
  value: string | undefined
  choice: AdminChoice | null | undefined
  searchChoices: AdminChoiceSearch
  onChange: (value: string | undefined) => void
}) {
  return (
    <SearchPicker
      className={className}
      label={label}
      placeholder={placeholder}
      value={value ?? ALL}
      valueLabel={choice && choice.value === value ? choice.label : undefined}
      fixedOptions={[{ value: ALL, label: allLabel }, ...fixedOptions]}
      search={(query, signal) => searchChoices(kind, query, signal)}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
    />
  )
}

/** A list's filter by a fixed set of values: "all" first, which is no filter (undefined). */
export function OptionFilter<T extends string>({
  className,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  className?: string
  label: string
  allLabel: string
  options: (SelectOption & { value: T })[]
  /** The filter in the URL; undefined is "all". */
  value: T | undefined
  onChange: (value: T | undefined) => void
}) {
  return (
    <Select
      className={className}
      label={label}
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : (next as T))}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  )
}
