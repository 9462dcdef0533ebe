import { createFileRoute } from '@tanstack/react-router'
import { chatHead, loadChatRoute } from '#app/features/chat/chat-route'
import { ChatRoutePage } from '#app/features/chat/chat-route-page'

// A thread of an ops chat (app/features/chat/chat-screen.tsx).
export const Route = createFileRoute('/opschat/$keyword/thread/$id')({
  loader: ({ params }) => loadChatRoute({ kind: 'opschat', keyword: params.keyword, threadId: params.id }),
  head: ({ match, loaderData }) => chatHead(match.context, loaderData),
  component: () => <ChatRoutePage data={Route.useLoaderData()} />,
})
