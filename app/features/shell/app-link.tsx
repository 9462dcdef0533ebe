import { useRouter } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef, MouseEvent } from 'react'

/**
 * A link to an app path given as a ready-made href (`/faqchat/support/thread/…`, built on the
 * server). A plain click navigates inside the app without a page load; a modified click (new
 * tab, download) is left to the browser. Outside a router (Storybook) it is an ordinary link.
 */
export function AppLink({ href, onClick, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  const router = useRouter({ warn: false })
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!router || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={navigate} {...props} />
}
