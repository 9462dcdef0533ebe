import { ErrorView } from '../ui/error-view/error-view'

/**
 * What a suspended tenant's site shows instead of any page (the root route renders it when the
 * Host's tenant is suspended). Both languages at once: the visitor may not be signed in, and
 * the tenant's own language setting is not what decides who reads this.
 */
export function SuspendedSite({ tenantName }: { tenantName: string }) {
  return (
    <>
      <title>ご利用いただけません / Site unavailable</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        status={503}
        title="このサイトは現在ご利用いただけません / This site is currently unavailable"
        details={[
          `${tenantName} のサービスは一時停止されています。再開については管理者にお問い合わせください。`,
          `The service of ${tenantName} has been suspended. Please contact your administrator to resume it.`,
        ]}
      />
    </>
  )
}
