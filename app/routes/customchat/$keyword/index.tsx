import { createFileRoute } from '@tanstack/react-router'
import { chatHead, loadChatRoute } from '#app/features/chat/chat-route'
import { ChatRoutePage } from '#app/features/chat/chat-route-page'

// A custom chat: a new thread (app/features/chat/chat-screen.tsx).
export const Route = createFileRoute('/customchat/$keyword/')({
  loader: ({ params }) => loadChatRoute({ kind: 'customchat', keyword: params.keyword }),
  head: ({ match, loaderData }) => chatHead(match.context, loaderData),
  component: () => <ChatRoutePage data={Route.useLoaderData()} />,
})
