// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeBrandApi } from './admin-applications.fixtures'
import { type ApplicationBrandApi, ApplicationBrandDialog, brandPatch } from './application-brand-dialog'

afterEach(cleanup)

function render(api: ApplicationBrandApi, locale: 'ja' | 'en' = 'ja') {
  const onChanged = vi.fn()
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <ApplicationBrandDialog
        applicationKey="hirameki_ai"
        applicationName="ヒラメキAI"
        api={api}
        onClose={vi.fn()}
        onChanged={onChanged}
      />
    </QueryClientProvider>,
    { locale },
  )
  return { onChanged }
}

describe('ApplicationBrandDialog', () => {
  it('shows the stored identity and its preview in the theme', async () => {
    render(fakeBrandApi)
    expect(await screen.findByLabelText('表示名 (英語)')).toHaveProperty('value', 'Hirameki AI')
    const preview = screen.getByTestId('brand-preview')
    expect(preview.dataset.theme).toBe('hirameki_ai')
    expect(within(preview).getByRole('heading', { name: 'ヒラメキAI にサインイン' })).toBeTruthy()
  })

  it('saves only what changed, an emptied optional field as null', async () => {
    const user = userEvent.setup()
    const save = vi.fn(fakeBrandApi.save)
    const { onChanged } = render({ ...fakeBrandApi, save })
    const shortName = await screen.findByLabelText('短い名前')
    await user.clear(shortName)
    await user.clear(screen.getByLabelText('サポートのメールアドレス'))
    await user.type(screen.getByLabelText('サポートのメールアドレス'), 'help@hirameki.example')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save).toHaveBeenCalledWith('hirameki_ai', {
      shortName: null,
      supportEmail: 'help@hirameki.example',
    })
    expect(onChanged).toHaveBeenCalled()
  })

  it('uploads the chosen file and shows the refusal at the field, in the reader’s language', async () => {
    const user = userEvent.setup()
    const upload = vi.fn(fakeBrandApi.upload)
    render({ ...fakeBrandApi, upload }, 'en')
    const field = await screen.findByTestId('brand-logo-field')
    const file = new File(['not a picture'], 'logo.png', { type: 'image/png' })
    await user.upload(within(field).getByLabelText('Logo'), file)
    await waitFor(() => expect(upload).toHaveBeenCalledWith('hirameki_ai', 'logo', file))
    expect((await within(field).findByRole('alert')).textContent).toBe(
      'This is not a PNG or SVG image. Choose a PNG or SVG file.',
    )
  })
})

describe('brandPatch', () => {
  it('keeps the Japanese name required: an empty one is sent for the server to refuse', () => {
    const stored = {
      key: 'k',
      themeKey: 'opsai',
      nameJa: 'A',
      nameEn: null,
      shortName: null,
      supportEmail: null,
      senderName: null,
      footerJa: null,
      footerEn: null,
      termsUrl: null,
      privacyUrl: null,
      logo: null,
      favicon: null,
    }
    const values = { ...Object.fromEntries(Object.keys(stored).map((key) => [key, ''])), nameJa: ' ' }
    expect(brandPatch(values as Parameters<typeof brandPatch>[0], stored)).toEqual({ nameJa: '' })
  })
})
