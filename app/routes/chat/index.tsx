import { createFileRoute } from '@tanstack/react-router'
import { chatHead, loadChatRoute } from '../../features/chat/chat-route'
import { ChatRoutePage } from '../../features/chat/chat-route-page'

// The general assistant: a new thread (app/features/chat/chat-screen.tsx).
export const Route = createFileRoute('/chat/')({
  loader: () => loadChatRoute({ kind: 'chat', keyword: 'default' }),
  head: ({ match, loaderData }) => chatHead(match.context, loaderData),
  component: () => <ChatRoutePage data={Route.useLoaderData()} />,
})
