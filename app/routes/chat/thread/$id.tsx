import { createFileRoute } from '@tanstack/react-router'
import { chatHead, loadChatRoute } from '#app/features/chat/chat-route'
import { ChatRoutePage } from '#app/features/chat/chat-route-page'

// A thread of the general assistant (app/features/chat/chat-screen.tsx).
export const Route = createFileRoute('/chat/thread/$id')({
  loader: ({ params }) => loadChatRoute({ kind: 'chat', keyword: 'default', threadId: params.id }),
  head: ({ match, loaderData }) => chatHead(match.context, loaderData),
  component: () => <ChatRoutePage data={Route.useLoaderData()} />,
})
