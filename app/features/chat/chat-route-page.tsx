/** The page of the eight chat routes: the chat screen inside the signed-in shell. */
import { TenantShell } from '../shell/tenant-shell'
import { ChatScreen } from './chat-screen'
import type { ChatPageData } from './chat-types'

export function ChatRoutePage({ data }: { data: ChatPageData }) {
  return (
    <TenantShell>
      <ChatScreen
        key={`${data.chat.kind}/${data.chat.keyword}/${data.thread?.thread.id ?? 'new'}`}
        page={data}
      />
    </TenantShell>
  )
}
