import { createFileRoute } from '@tanstack/react-router'
import {
  handleSystemSettingsGet,
  handleSystemSettingsUpdate,
} from '#app/server/admin/system/system-settings-http.server'

// The system settings of /admin/system (registration, default application, maintenance notice,
// default model provider); the system administrator only.
export const Route = createFileRoute('/api/admin/system/settings')({
  server: {
    handlers: {
      GET: ({ request }) => handleSystemSettingsGet(request),
      PUT: ({ request }) => handleSystemSettingsUpdate(request),
    },
  },
})
