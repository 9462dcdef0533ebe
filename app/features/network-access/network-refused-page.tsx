import type { NetworkRefusal } from '../../server/network-access/network-refusal.shared'
import { Button } from '../../ui/button/button'
import { ErrorView } from '../../ui/error-view/error-view'
import { BrandMark } from '../branding/brand-mark'
import * as brandCss from '../branding/brand-mark.css'
import * as css from './tenant-access.css'

/**
 * What a visitor from outside a tenant's IP allow-list sees instead of any page (status 403).
 * Both languages at once, like the suspended site: the reader may not be signed in, and the
 * refusal is the same whoever reads it.
 */
export function NetworkRefusedPage({ refusal }: { refusal: NetworkRefusal }) {
  const address = refusal.address ?? '不明 / unknown'
  return (
    <>
      <title>アクセスが制限されています / Access restricted</title>
      <meta name="robots" content="noindex" />
      <div data-testid="error-brand" className={brandCss.errorBrand}>
        <BrandMark tone="plain" />
      </div>
      <ErrorView
        status={403}
        title="アクセスが制限されています / Access restricted"
        details={[
          <span key="ja" lang="ja" className={css.refusalText}>
            {`${refusal.tenantName} は、許可された IP アドレスからのみ利用できます。このアクセス元（${address}）は許可されていません。社内ネットワークや VPN から接続するか、組織のオーナーにお問い合わせください。`}
          </span>,
          <span key="en" lang="en" className={css.refusalText}>
            {`${refusal.tenantName} can only be used from the IP addresses it allows. This address (${address}) is not one of them. Connect from your organisation's network or VPN, or ask an owner of the organisation.`}
          </span>,
        ]}
        actions={
          <Button
            variant="secondary"
            onClick={() => window.location.reload()}
            data-testid="network-refusal-retry"
          >
            もう一度試す / Try again
          </Button>
        }
      />
    </>
  )
}
