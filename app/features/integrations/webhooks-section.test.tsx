// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import {
  fakeWebhooksApi,
  privateUrlRefusal,
  SAMPLE_SECRET,
  sampleDeliveries,
  sampleEndpoint,
} from './webhooks.fixtures'
import { WebhooksSection } from './webhooks-section'

afterEach(cleanup)

describe('the webhooks section', () => {
  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const api = fakeWebhooksApi()
    renderUi(<WebhooksSection api={api} />)
    fireEvent.click(await screen.findByRole('button', { name: 'エンドポイントを追加' }))
    fireEvent.change(await screen.findByLabelText('送信先 URL', { exact: false }), {
      target: { value: ' https://hooks.hirameki.example/in ' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: /member\.joined/ }))
    fireEvent.click(screen.getByRole('button', { name: '追加' }))
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SAMPLE_SECRET)
    expect(api.created).toEqual([
      {
        url: 'https://hooks.hirameki.example/in',
        events: ['thread.created', 'message.completed', 'member.joined'],
        description: '',
      },
    ])
    fireEvent.click(screen.getByRole('button', { name: '保存しました' }))
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull())
    expect(await screen.findAllByTestId('webhook-endpoint')).toHaveLength(1)
  })

  it('shows the server’s refusal in the reader’s language and stores nothing', async () => {
    const api = fakeWebhooksApi([], { refuseCreate: privateUrlRefusal })
    renderUi(<WebhooksSection api={api} />, { locale: 'en' })
    expect(await screen.findByText('No webhooks yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }))
    fireEvent.change(await screen.findByLabelText('Endpoint URL', { exact: false }), {
      target: { value: 'https://10.0.0.5/hook' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('alert')).textContent).toBe(privateUrlRefusal.en)
    expect(screen.queryByTestId('webhook-secret')).toBeNull()
  })

  it('opens the delivery log with failures and replays a message', async () => {
    const api = fakeWebhooksApi([sampleEndpoint], { deliveries: sampleDeliveries })
    renderUi(<WebhooksSection api={api} />, { locale: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery log' }))
    const rows = await screen.findAllByTestId('webhook-delivery')
    expect(rows.map((row) => row.dataset.state)).toEqual(['pending', 'succeeded'])
    expect(rows[0]?.textContent).toContain('no answer within 15 s')
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Replay' }))
    await waitFor(() => expect(api.replayed).toEqual([sampleDeliveries[0]?.id]))
  })
})
