import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_THEME, getTheme, isThemeKey } from '#registry/catalog'
import { AllThemePalettes, ThemePalette } from './palette'

const meta = {
  title: 'Themes/Palette',
  component: ThemePalette,
  args: { theme: getTheme(DEFAULT_THEME) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemePalette>

export default meta
type Story = StoryObj<typeof meta>

/** The theme chosen in the toolbar: its 18 tokens and the contrast of each pair drawn in the UI. */
export const SelectedTheme: Story = {
  render: (_args, context) => {
    const key = context.globals.theme
    return <ThemePalette theme={getTheme(isThemeKey(key) ? key : DEFAULT_THEME)} />
  },
}

/** All 38 themes side by side; `*` marks the pairs `opsai themes check` requires at AA (4.5:1). */
export const AllThemes: Story = {
  render: () => <AllThemePalettes />,
  parameters: { layout: 'fullscreen' },
}
