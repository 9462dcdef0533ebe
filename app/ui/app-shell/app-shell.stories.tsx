import { mdiAccountGroup, mdiChartBar, mdiChat, mdiForumOutline, mdiHelpCircle, mdiLogout } from '@mdi/js'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button'
import { Card } from '../card/card'
import { Icon } from '../icon/icon'
import { LanguageSwitcher } from '../language-switcher/language-switcher'
import { Menu } from '../menu/menu'
import { AppShell, navLinkClass, SidebarSection } from './app-shell'

const link = (href: string, label: string, icon: string, current = false) => (
  <li key={href}>
    <a className={navLinkClass} href={href} aria-current={current ? 'page' : undefined}>
      <Icon path={icon} />
      {label}
    </a>
  </li>
)

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'opsai',
    headerActions: <LanguageSwitcher />,
    userMenu: (
      <Menu
        trigger={
          <Button size="small" variant="secondary">
            山田 太郎
          </Button>
        }
        items={[{ key: 'logout', label: 'ログアウト', icon: mdiLogout, onSelect: () => {}, danger: true }]}
      />
    ),
    navigation: (
      <>
        <SidebarSection title="チャット">
          {link('#chat', 'チャット', mdiChat, true)}
          {link('#faq', 'FAQ チャット', mdiForumOutline)}
        </SidebarSection>
        <SidebarSection title="チーム">
          {link('#team', 'メンバー', mdiAccountGroup)}
          {link('#usage', '利用状況', mdiChartBar)}
          {link('#help', 'ヘルプ', mdiHelpCircle)}
        </SidebarSection>
      </>
    ),
    children: (
      <Card title="ようこそ">
        <p>左のメニューからチャットを選んでください。</p>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
/** Under 768 px the sidebar becomes a drawer behind the menu button. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
