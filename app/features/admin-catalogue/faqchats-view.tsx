import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import * as css from './admin-catalogue.css'
import type { CatalogueApi } from './catalogue-api'
import { ChatsView } from './chats-view'
import { FaqEntriesPanel } from './faq-entries-panel'
import { FaqFilePanel } from './faq-file-panel'
import { FaqImprovePanel } from './faq-improve-panel'
import { FaqTestBox } from './faq-tools'

/** /admin/faqchats: the FAQ chats, and for the one opened its entries, files, questions to improve and retrieval test. */
export function FaqChatsView({
  api,
  initialChat = null,
}: {
  api: CatalogueApi
  initialChat?: AdminChatRow | null
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<AdminChatRow | null>(initialChat)
  return (
    <ChatsView api={api} console="faqchats" onOpenEntries={setOpen}>
      {open && (
        <Card
          key={open.id}
          title={t('adminCatalogue.faq.title', { name: open.name })}
          description={`/faqchat/${open.keyword}`}
          actions={
            <Button size="small" variant="secondary" onClick={() => setOpen(null)}>
              {t('adminCatalogue.faq.close')}
            </Button>
          }
        >
          <div className={css.section}>
            <FaqEntriesPanel api={api} chatId={open.id} />
            <FaqFilePanel api={api} chatId={open.id} />
            <FaqImprovePanel api={api} chatId={open.id} />
            <FaqTestBox api={api} chatId={open.id} />
          </div>
        </Card>
      )}
    </ChatsView>
  )
}
