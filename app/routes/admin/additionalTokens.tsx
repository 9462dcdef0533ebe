import { createFileRoute } from '@tanstack/react-router'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'
import { AdminTokensPage } from '#app/features/admin-tokens/admin-tokens-page'
import {
  loadGrantHistoryRoute,
  validateGrantHistorySearch,
} from '#app/features/admin-tokens/admin-tokens-route'

// The administrator grants tenants additional tokens and reads every grant (issue 8 §5).
export const Route = createFileRoute('/admin/additionalTokens')({
  ...adminSearchRoute('pageTitles.additionalTokens', validateGrantHistorySearch, loadGrantHistoryRoute),
  component: () => <SearchRoutePage page={AdminTokensPage} />,
})
