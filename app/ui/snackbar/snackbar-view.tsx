import { mdiAlert, mdiAlertCircle, mdiCheckCircle, mdiClose, mdiInformation } from '@mdi/js'
import * as Toast from '@radix-ui/react-toast'
import { type PointerEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/icon'
import { focusRing } from '../styles.css'
import { useUiConfig } from '../ui-config/ui-config'
import type { QueuedSnackbar, SnackbarTone } from './snackbar'
import * as css from './snackbar.css'

const toneIcons: Record<SnackbarTone, string> = {
  info: mdiInformation,
  success: mdiCheckCircle,
  warning: mdiAlert,
  error: mdiAlertCircle,
}

/**
 * What the snackbar queue draws, on Radix Toast: live-region announcements, F8 to reach the
 * region, Escape to close, the timer pausing while hovered or focused. Its own chunk, loaded
 * after the page is idle or at the first message, so it is not first-load JavaScript.
 */
export default function SnackbarView({
  current,
  onDismiss,
}: {
  current: QueuedSnackbar | undefined
  onDismiss: (id: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Toast.Provider label={t('snackbar.region')}>
      {current && <Snackbar key={current.id} item={current} onDismiss={onDismiss} />}
      <Toast.Viewport className={css.viewport} label={`${t('snackbar.region')} ({hotkey})`} />
    </Toast.Provider>
  )
}

function Snackbar({ item, onDismiss }: { item: QueuedSnackbar; onDismiss: (id: string) => void }) {
  const { t } = useTranslation()
  const { snackbarTimeoutMs, snackbarSwipeDismissPx } = useUiConfig()
  const swipe = useVerticalSwipe(snackbarSwipeDismissPx, () => onDismiss(item.id))
  const timeout = item.timeoutMs ?? snackbarTimeoutMs
  const tone = item.tone ?? 'info'
  return (
    <Toast.Root
      className={`${css.root} ${css.tone[tone]}`}
      // Radix reads Infinity as "no timer": the spec's -1.
      duration={timeout === -1 ? Number.POSITIVE_INFINITY : timeout}
      type={tone === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id)
      }}
      data-tone={tone}
      {...swipe}
    >
      <Icon path={toneIcons[tone]} />
      <Toast.Description className={css.message}>{item.message}</Toast.Description>
      {item.action && (
        <Toast.Action
          className={`${css.action} ${focusRing}`}
          altText={item.action.label}
          onClick={item.action.onAction}
        >
          {item.action.label}
        </Toast.Action>
      )}
      <Toast.Close className={`${css.close} ${focusRing}`} aria-label={t('snackbar.close')}>
        <Icon path={mdiClose} />
      </Toast.Close>
    </Toast.Root>
  )
}

/**
 * Dismisses on a vertical swipe, up or down, longer than `thresholdPx` (spec §9: over 50 px).
 * Radix's own swipe follows one direction only, so it is switched off by `preventDefault` on
 * pointerdown (Radix skips its handler for a prevented event) and this one is used instead.
 */
export function useVerticalSwipe(thresholdPx: number, onDismiss: () => void) {
  const startY = useRef<number | null>(null)
  const [offsetY, setOffsetY] = useState(0)
  const [swiping, setSwiping] = useState(false)
  const reset = () => {
    startY.current = null
    setSwiping(false)
    setOffsetY(0)
  }
  return {
    'data-swiping': swiping,
    style: offsetY
      ? { transform: `translateY(${offsetY}px)`, opacity: Math.max(0.2, 1 - Math.abs(offsetY) / 200) }
      : undefined,
    onPointerDown(event: PointerEvent<HTMLLIElement>) {
      event.preventDefault()
      const onControl = event.target instanceof Element && event.target.closest('button')
      if (event.button !== 0 || onControl) return
      startY.current = event.clientY
      setSwiping(true)
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLLIElement>) {
      if (startY.current !== null) setOffsetY(event.clientY - startY.current)
    },
    onPointerUp(event: PointerEvent<HTMLLIElement>) {
      if (startY.current === null) return
      const distance = Math.abs(event.clientY - startY.current)
      reset()
      if (distance > thresholdPx) onDismiss()
    },
    onPointerCancel: reset,
  }
}
