/** `opsai <args>` against the cluster's database, as an operator runs it on any machine. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../../resilience/support/opsai-server'

/** Resolves with stdout; `onOutput` sees each chunk with the time it arrived. */
export function runOpsai(
  databaseUrl: string,
  args: string[],
  onOutput?: (text: string, at: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/opsai.mjs'), ...args], {
      cwd: ROOT,
      // Vitest's NODE_ENV=test and CI's DATABASE_URL are not the operator's.
      env: { ...process.env, DATABASE_URL: databaseUrl, OPSAI_DATA_DIR: '', NODE_ENV: undefined },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      stdout += text
      onOutput?.(text, Date.now())
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`opsai ${args.join(' ')} exited ${code}:\n${stderr}${stdout}`)),
    )
  })
}
