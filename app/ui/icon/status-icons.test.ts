import { mdiAlertCircle, mdiCheckCircle, mdiInformation } from '@mdi/js'
import { expect, it } from 'vitest'
import { statusIcons } from './status-icons'

it('draws the status icons exactly as @mdi/js does', () => {
  expect(statusIcons).toEqual({ error: mdiAlertCircle, success: mdiCheckCircle, info: mdiInformation })
})
