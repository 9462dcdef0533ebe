import { createFileRoute } from '@tanstack/react-router'
import { chatHead, loadChatRoute } from '#app/features/chat/chat-route'
import { ChatRoutePage } from '#app/features/chat/chat-route-page'

// An ops chat: a new thread (app/features/chat/chat-screen.tsx).
export const Route = createFileRoute('/opschat/$keyword/')({
  loader: ({ params }) => loadChatRoute({ kind: 'opschat', keyword: params.keyword }),
  head: ({ match, loaderData }) => chatHead(match.context, loaderData),
  component: () => <ChatRoutePage data={Route.useLoaderData()} />,
})
