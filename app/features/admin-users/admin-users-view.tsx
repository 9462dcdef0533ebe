import { mdiDotsVertical } from '@mdi/js'
import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { InstantCell } from '../../ui/data-table/instant-cell'
import { Icon } from '../../ui/icon/icon'
import { Menu, type MenuEntry } from '../../ui/menu/menu'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminListPage } from '../admin-shell/admin-list-page'
import { ChoiceFilter, OptionFilter } from '../admin-shell/choice-filter'
import type { AdminListViewProps } from '../admin-shell/use-admin-list'
import { twoFactorTexts } from '../two-factor/two-factor.messages'
import { listPaging } from './admin-list-paging'
import { NameCell, StackCell } from './admin-list-parts'
import * as css from './admin-users.css'
import type { AdminUserRow, AdminUsersPage } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'
import { type AdminUsersSearch, USER_ROLE_FILTERS, USER_SORTS } from './admin-users-filter.shared'
import { CreateUserDialog, UserActionDialog, type UserActionKind } from './user-dialogs'

export type AdminUsersViewProps = AdminListViewProps<AdminUsersPage, AdminUsersSearch, AdminUserActions>

/** /admin/users: search and filters, the server-paged list, and each user's actions. */
export function AdminUsersView({
  data,
  search,
  onSearchChange,
  actions,
  onChanged,
  loading,
}: AdminUsersViewProps) {
  const { t } = useTranslation()
  const twoFactor = useLocalTexts(twoFactorTexts)
  const [query, setQuery] = useState(search.q)
  const [target, setTarget] = useState<{ kind: UserActionKind; user: AdminUserRow } | null>(null)
  const change = (patch: Partial<AdminUsersSearch>) => onSearchChange({ page: 0, ...patch })

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminUserRow>()
    const menu = (user: AdminUserRow): MenuEntry[] => {
      const open = (kind: UserActionKind) => () => setTarget({ kind, user })
      return [
        { key: 'edit', label: t('adminUsers.edit'), onSelect: open('edit') },
        { key: 'password', label: t('adminUsers.resetPassword'), onSelect: open('password') },
        ...(user.twoFactorEnabled
          ? [{ key: 'two-factor', label: twoFactor.resetLabel, onSelect: open('two-factor') }]
          : []),
        ...(user.tenantId && user.tenantRole
          ? [{ key: 'role', label: t('adminUsers.changeRole'), onSelect: open('role') }]
          : []),
        user.systemAdmin
          ? { key: 'demote', label: t('adminUsers.demote'), onSelect: open('demote') }
          : { key: 'promote', label: t('adminUsers.promote'), onSelect: open('promote') },
        { type: 'separator', key: 'separator' },
        user.banned
          ? { key: 'unban', label: t('adminUsers.unban'), onSelect: open('unban') }
          : { key: 'ban', label: t('adminUsers.ban'), onSelect: open('ban'), danger: true },
      ]
    }
    return column.columns([
      column.accessor('email', {
        id: 'email',
        header: t('adminUsers.columns.user'),
        cell: (info) => <NameCell name={info.row.original.name} detail={info.getValue()} />,
      }),
      column.accessor('tenantName', {
        id: 'tenant',
        header: t('adminUsers.columns.tenant'),
        cell: (info) => {
          const row = info.row.original
          if (!row.tenantId) return <span className={listCss.muted}>—</span>
          return <StackCell detail={row.tenantSlug}>{row.tenantName}</StackCell>
        },
      }),
      column.accessor('tenantRole', {
        id: 'role',
        header: t('adminUsers.columns.role'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original
          return (
            <span className={css.badges}>
              {row.tenantRole ? (
                <span className={css.badge}>{t(`adminUsers.roles.${row.tenantRole}`)}</span>
              ) : row.tenantId ? (
                <span className={listCss.muted}>{t('adminUsers.noMembership')}</span>
              ) : null}
              {row.systemAdmin && <span className={css.badge}>{t('adminUsers.systemAdmin')}</span>}
            </span>
          )
        },
      }),
      column.accessor('banned', {
        id: 'status',
        header: t('adminUsers.columns.status'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <StackCell detail={info.row.original.banReason || undefined}>
              <span className={css.dangerBadge}>{t('adminUsers.banned')}</span>
            </StackCell>
          ) : (
            <span className={css.badge}>{t('adminUsers.active')}</span>
          ),
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('adminUsers.columns.created'),
        cell: (info) => <InstantCell value={info.getValue()} style="date" />,
      }),
      column.display({
        id: 'actions',
        header: t('adminUsers.actionsColumn'),
        cell: (info) => {
          const user = info.row.original
          const label = t('adminUsers.actionsFor', { name: user.email })
          return (
            <Menu
              items={menu(user)}
              trigger={
                <Button variant="ghost" size="small" aria-label={label} title={label}>
                  <Icon path={mdiDotsVertical} />
                </Button>
              }
            />
          )
        },
      }),
    ])
  }, [t, twoFactor])

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    change({ q: query.trim() })
  }

  return (
    <AdminListPage
      title={t('adminUsers.title')}
      lead={t('adminUsers.lead')}
      action={<CreateUserDialog defaultTenant={data.defaultTenant} actions={actions} onDone={onChanged} />}
      filters={
        <form className={listCss.filters} onSubmit={submitSearch}>
          <TextField
            className={css.filterField}
            label={t('adminUsers.search')}
            type="search"
            name="q"
            value={query}
            onValueChange={setQuery}
          />
          <Button type="submit" variant="secondary">
            {t('adminUsers.searchButton')}
          </Button>
          <ChoiceFilter
            kind="tenant"
            className={listCss.tenantFilter}
            label={t('adminUsers.filterTenant')}
            placeholder={t('adminUsers.tenantSearch')}
            allLabel={t('adminUsers.all')}
            fixedOptions={[{ value: 'none', label: t('adminUsers.noTenant') }]}
            value={search.tenant}
            choice={data.tenantChoice}
            searchChoices={actions.searchChoices}
            onChange={(tenant) => change({ tenant })}
          />
          <OptionFilter
            className={css.filterField}
            label={t('adminUsers.filterRole')}
            allLabel={t('adminUsers.all')}
            value={search.role}
            onChange={(role) => change({ role })}
            options={USER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))}
          />
          <OptionFilter
            className={css.filterField}
            label={t('adminUsers.filterBanned')}
            allLabel={t('adminUsers.all')}
            value={search.banned}
            onChange={(banned) => change({ banned })}
            options={[
              { value: 'no', label: t('adminUsers.bannedFilter.no') },
              { value: 'yes', label: t('adminUsers.bannedFilter.yes') },
            ]}
          />
        </form>
      }
      table={{
        caption: t('adminUsers.caption'),
        columns,
        data: data.rows,
        getRowId: (row) => row.id,
        server: listPaging(search, data.total, USER_SORTS, onSearchChange),
        loading,
        empty: t('adminUsers.empty'),
      }}
    >
      <UserActionDialog
        target={target}
        actions={actions}
        onClose={() => setTarget(null)}
        onDone={onChanged}
      />
    </AdminListPage>
  )
}
