import { mdiAccountCircle, mdiLogout } from '@mdi/js'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../ui/icon/icon'
import { Menu } from '../../ui/menu/menu'
import { useAuth } from '../auth/auth-provider'
import * as css from './shell.css'

/** The signed-in user's menu in the header: who is signed in, and sign-out (spec §4). */
export function UserMenu() {
  const { t } = useTranslation()
  const { state, signOut } = useAuth()
  if (state.status !== 'authenticated') return null
  const { user } = state
  return (
    <Menu
      trigger={
        <button type="button" className={css.userButton} aria-label={user.name}>
          <Icon path={mdiAccountCircle} size={28} />
        </button>
      }
      header={
        <div className={css.userHeader}>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
      }
      items={[
        {
          key: 'sign-out',
          label: t('auth.session.signOut'),
          icon: mdiLogout,
          danger: true,
          onSelect: () => void signOut(),
        },
      ]}
    />
  )
}
