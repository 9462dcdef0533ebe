import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoBrands } from '../branding/brand.fixtures'
import { sampleHome } from '../home/home.fixtures'
import { compiledThemeCatalogue } from '../theme/compiled-theme-catalogue'
import { AdminPreviewView } from './admin-preview-view'
import { previewIdentityFor } from './preview-identity'

const meta = {
  title: 'Admin/Preview',
  component: AdminPreviewView,
  args: {
    search: { page: 'home', themes: ['opsai', 'hirameki_ai'] },
    onSearchChange: () => {},
    tenant: null,
    home: sampleHome,
    tenantQuery: '',
    onTenantQueryChange: () => {},
    tenantResults: [
      {
        id: 't1',
        slug: 'hirameki',
        name: 'ヒラメキ株式会社',
        applicationKey: 'hirameki_ai',
        themeKey: 'hirameki_ai',
      },
      {
        id: 't2',
        slug: 'fortuna',
        name: 'フォルトゥナ合同会社',
        applicationKey: 'fortuna',
        themeKey: 'fortuna',
      },
    ],
    // The real sign-in form needs the router; Storybook shows the console's controls around a stand-in.
    renderLogin: (key) => <p>/login/{key}</p>,
    identityFor: previewIdentityFor(
      [{ themeKey: 'hirameki_ai', identity: demoBrands.hirameki_ai }],
      null,
      compiledThemeCatalogue,
    ),
  },
} satisfies Meta<typeof AdminPreviewView>

export default meta
type Story = StoryObj<typeof meta>

export const HomeSideBySide: Story = {}
export const ChatInThreeThemes: Story = {
  args: { search: { page: 'chat', themes: ['opsai', 'fortuna', 'kakushin'] } },
}
export const TenantChosen: Story = {
  args: {
    search: { page: 'home', themes: ['hirameki_ai', 'opsai'], tenant: 't1' },
    tenant: {
      id: 't1',
      slug: 'hirameki',
      name: 'ヒラメキ株式会社',
      applicationKey: 'hirameki_ai',
      themeKey: 'hirameki_ai',
    },
  },
}
