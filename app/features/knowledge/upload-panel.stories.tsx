import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleUploads } from './knowledge.fixtures'
import { UploadList, UploadPanel } from './upload-panel'
import type { UploadFile } from './upload-request'

/** Sends nothing: reports progress in steps, then accepts the file. */
const slowUpload: UploadFile = (file, onProgress) =>
  new Promise((resolve) => {
    let sent = 0
    const timer = setInterval(() => {
      sent = Math.min(1, sent + 0.2)
      onProgress(sent)
      if (sent < 1) return
      clearInterval(timer)
      resolve({ ok: true, document: { id: `doc-${file.name}`, name: file.name, status: 'queued' } })
    }, 300)
  })

const meta = {
  title: 'Features/Knowledge/Upload',
  component: UploadPanel,
  args: { upload: slowUpload, maxFiles: 20, maxFileMb: 20, onUploaded: () => {} },
} satisfies Meta<typeof UploadPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}

/** Sending, waiting, accepted and refused files, each with its bar. */
export const Progress: Story = { render: () => <UploadList items={sampleUploads} /> }
