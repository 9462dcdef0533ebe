import { createFileRoute } from '@tanstack/react-router'
import { handleAdminResetTwoFactor } from '#app/server/two-factor/two-factor-http.server'

// Recovery: the user's TOTP secret and backup codes go, their sessions end (audited; ADR 036).
export const Route = createFileRoute('/api/admin/users/$id/two-factor/reset')({
  server: { handlers: { POST: ({ request, params }) => handleAdminResetTwoFactor(request, params) } },
})
