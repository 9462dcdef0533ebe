// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { TenantDeletion } from './tenant-deletion'
import { fakeDeletionApi, sampleDeletionPreview } from './tenant-lifecycle.fixtures'

describe('TenantDeletion', () => {
  afterEach(cleanup)

  it('shows what will go, then deletes only once the slug is typed again', async () => {
    const api = fakeDeletionApi()
    const remove = vi.spyOn(api, 'remove')
    const onDeleted = vi.fn()
    renderUi(<TenantDeletion tenant={sampleDeletionPreview.tenant} api={api} onDeleted={onDeleted} />, {
      locale: 'en',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Delete tenant…' }))
    const review = await screen.findByRole('dialog', { name: 'Delete “ひらめき商事”?' })
    expect((await within(review).findByTestId('deletion-count-threads')).textContent).toBe('418')
    expect(within(review).getByTestId('deletion-count-messages').textContent).toBe('3,906')
    expect(review.textContent).toContain('The credit balance of 182,450 is recorded in the statement.')
    fireEvent.click(within(review).getByRole('button', { name: 'Next' }))

    const confirm = await screen.findByRole('dialog', { name: 'Type the slug to confirm' })
    const button = within(confirm).getByRole('button', { name: 'Delete for good' })
    expect(button.hasAttribute('disabled')).toBe(true)
    const field = within(confirm).getByLabelText(/Tenant slug/)
    fireEvent.change(field, { target: { value: 'hirameki-x' } })
    expect(button.hasAttribute('disabled')).toBe(true)
    // Enter sends what was typed: the server's refusal is shown, nothing is deleted.
    fireEvent.submit(field.closest('form') as HTMLFormElement)
    expect(await within(confirm).findByText(/is not the tenant's slug\. Nothing was deleted\./)).toBeTruthy()
    expect(onDeleted).not.toHaveBeenCalled()

    fireEvent.change(field, { target: { value: 'hirameki' } })
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.click(button)
    await waitFor(() => expect(onDeleted).toHaveBeenCalled())
    expect(remove).toHaveBeenLastCalledWith('hirameki')
  })
})
