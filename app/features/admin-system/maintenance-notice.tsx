import { useQuery } from '@tanstack/react-query'
import { maintenanceNoticeQuery } from './maintenance-notice.functions'
import { MaintenanceNoticeBanner } from './maintenance-notice-banner'

/**
 * The system administrator's maintenance notice (/admin/system) above every tenant page while it
 * is set, in the reader's language. Fetched after the page shows, so it never delays a page.
 */
export function MaintenanceNotice() {
  const { data } = useQuery(maintenanceNoticeQuery)
  return data ? <MaintenanceNoticeBanner notice={data} /> : null
}
