import type { Meta, StoryObj } from '@storybook/react-vite'
import { compiledTheme } from '../theme/compiled-theme-catalogue'
import { demoBrands, sampleBrandIdentity } from './brand.fixtures'
import { BrandPreview } from './brand-preview'

/**
 * Each brand's identity in its own theme: the signed-in header and the top of the sign-in page,
 * drawn with the pages' own parts (BrandMark, the card, the footer). The demo data's brands, one
 * with an uploaded logo (Fortuna), the others with the wordmark drawn from their names.
 */
const meta = {
  title: 'Features/Branding/Brand identity',
  component: BrandPreview,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandPreview>

export default meta
type Story = StoryObj<typeof meta>

export const HiramekiAi: Story = {
  args: { identity: demoBrands.hirameki_ai, theme: compiledTheme('hirameki_ai') },
}
export const FortunaAi: Story = { args: { identity: demoBrands.fortuna, theme: compiledTheme('fortuna') } }
export const KakushinAi: Story = { args: { identity: demoBrands.kakushin, theme: compiledTheme('kakushin') } }
export const ChatSynapse: Story = {
  args: { identity: demoBrands.chat_synapse, theme: compiledTheme('chat_synapse') },
}
export const LongName: Story = {
  args: {
    identity: sampleBrandIdentity({
      names: {
        ja: 'とても長い名前の業務支援アシスタントサービス',
        en: 'A Very Long Business Assistant Service Name',
      },
    }),
    theme: compiledTheme('sales_dynamo'),
  },
}

const ALL: [keyof typeof demoBrands, string][] = [
  ['hirameki_ai', 'hirameki_ai'],
  ['fortuna', 'fortuna'],
  ['kakushin', 'kakushin'],
  ['chat_synapse', 'chat_synapse'],
]

/** Side by side: no two brands may be mistaken for each other. */
export const AllDemoBrands: Story = {
  args: { identity: demoBrands.hirameki_ai, theme: compiledTheme('hirameki_ai') },
  decorators: [
    () => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 16 }}>
        {ALL.map(([brand, theme]) => (
          <BrandPreview key={brand} identity={demoBrands[brand]} theme={compiledTheme(theme)} />
        ))}
      </div>
    ),
  ],
}
