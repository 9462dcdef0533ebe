// Playwright must use Debian's Chromium: fail early with the fix instead of a cryptic error.
import { existsSync } from 'node:fs'

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    'Chromium is missing at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium\n' +
      'Chromium が見つかりません。 sudo apt-get install -y chromium でインストールしてください。',
  )
  process.exit(1)
}
