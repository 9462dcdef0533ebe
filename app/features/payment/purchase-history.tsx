import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import { useFormatTime } from '../../i18n/time-zone'
import type { PaymentPurchaseView } from '../../server/payment/payment-page.server'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { formatYen } from './money'
import { PurchaseStatusBadge } from './purchase-status-badge'

/** The tenant's purchases, newest first, with their status and the administrator's note. */
export function PurchaseHistory({ purchases }: { purchases: PaymentPurchaseView[] }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const time = useFormatTime()
  const columns = useMemo(() => {
    const column = dataTableColumns<PaymentPurchaseView>()
    return column.columns([
      column.accessor('createdAt', {
        header: t('payment.history.date'),
        cell: (info) => time.dateTime(info.getValue()),
      }),
      column.accessor('packName', {
        header: t('payment.history.pack'),
        cell: (info) =>
          localizedName({ name: info.getValue(), nameEn: info.row.original.packNameEn }, locale),
      }),
      column.accessor('tokens', {
        header: t('payment.history.tokens'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('priceJpy', {
        header: t('payment.history.price'),
        cell: (info) => formatYen(info.getValue(), locale),
      }),
      column.accessor('method', {
        header: t('payment.history.method'),
        cell: (info) => t(`payment.method.${info.getValue()}`),
      }),
      column.accessor('status', {
        header: t('payment.history.status'),
        cell: (info) => <PurchaseStatusBadge status={info.getValue()} />,
      }),
      column.accessor('note', { header: t('payment.history.note'), cell: (info) => info.getValue() ?? '' }),
    ])
  }, [t, locale, time])
  const caption = t('payment.history.caption')
  const empty = t('payment.history.empty')
  return <ReportTable rows={purchases} caption={caption} columns={columns} rowKey="id" empty={empty} />
}
