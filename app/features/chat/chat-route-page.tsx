/** The page of the eight chat routes: the chat screen inside the signed-in shell. */
import { TenantShell } from '../shell/tenant-shell'
import { ChatScreen } from './chat-screen'
import type { ChatPageData } from './chat-types.shared'

export function ChatRoutePage({ data }: { data: ChatPageData }) {
  return (
    // The conversation and the thread list scroll inside the screen; the composer stays put.
    <TenantShell fill>
      <ChatScreen
        key={`${data.chat.kind}/${data.chat.keyword}/${data.thread?.thread.id ?? 'new'}`}
        page={data}
      />
    </TenantShell>
  )
}
