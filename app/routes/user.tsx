import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { UserPage } from '../features/account/user-page'
import { loadUserPage, validateUserSearch } from '../features/account/user-route'
import { brandedTitle } from '../features/branding/brand-identity.shared'

// The signed-in user's settings: profile, password, language, chat font, sessions, API tokens.
export const Route = createFileRoute('/user')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.userSettings'),
  validateSearch: validateUserSearch,
  loader: ({ context }) => loadUserPage(context.queryClient),
  component: User,
})

function User() {
  const { confirmEmail } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onConfirmed = useCallback(() => void navigate({ search: {}, replace: true }), [navigate])
  return <UserPage confirmToken={confirmEmail} onConfirmed={onConfirmed} />
}
