import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import {
  SearchPicker,
  SearchPickerError,
  type SearchPickerProps,
  type SearchPickerSearch,
} from './search-picker'

/** Three thousand tenants "on the server": the story's search answers the first 20 matches. */
const TENANTS = Array.from({ length: 3000 }, (_, index) => {
  const number = String(index + 1).padStart(4, '0')
  return { value: `tenant-${number}`, label: `サンプル株式会社 ${number} (tenant-${number})` }
})

const serverSearch: SearchPickerSearch = (query, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const matches = TENANTS.filter((tenant) => tenant.label.toLowerCase().includes(query.toLowerCase()))
      resolve({ options: matches.slice(0, 20), more: matches.length > 20 })
    }, 300)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

const refusingSearch: SearchPickerSearch = async () => {
  throw new SearchPickerError({ ja: '100 文字以内で入力してください', en: 'Use at most 100 characters' })
}

/** Holds the chosen value as a page would (in its URL or form state). */
function Stateful(props: SearchPickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <SearchPicker
      {...props}
      value={value}
      onValueChange={(next, option) => {
        setValue(next)
        props.onValueChange(next, option)
      }}
    />
  )
}

const meta = {
  title: 'UI/SearchPicker',
  component: SearchPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'テナント',
    value: null,
    search: serverSearch,
    onValueChange: fn(),
    placeholder: '名前・スラッグで検索',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Chosen: Story = {
  args: { value: 'tenant-0042', valueLabel: 'サンプル株式会社 0042 (tenant-0042)' },
}
export const WithFixedChoices: Story = {
  args: {
    label: 'テナントで絞り込み',
    value: '__all__',
    fixedOptions: [
      { value: '__all__', label: 'すべて' },
      { value: 'none', label: 'テナントなし' },
    ],
  },
}
export const WithError: Story = { args: { required: true, error: '選択してください。' } }
export const ServerRefusal: Story = { args: { search: refusingSearch } }
export const Disabled: Story = {
  args: { disabled: true, value: 'tenant-0001', valueLabel: 'サンプル株式会社 0001 (tenant-0001)' },
}
