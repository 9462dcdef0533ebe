/**
 * The local model server in a process of its own (its command-line entry point), not inside the
 * test process: the test process also runs six load clients and 10 ms brand probes, and on two
 * busy cores a model server sharing that event loop answers late enough to look unreachable.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { ReplyScriptInput } from '../../app/server/ai/testing/openai-test-server'
import { ROOT } from '../../resilience/support/opsai-server'

export interface ModelProcess {
  /** `http://127.0.0.1:<port>/v1`: OPSAI_AI_BASE_URL. */
  baseURL: string
  close(): Promise<void>
}

export async function startModelProcess(options: {
  port: number
  defaultReply: ReplyScriptInput
}): Promise<ModelProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'app/server/ai/testing/openai-test-server.ts'),
      '--port',
      String(options.port),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  // It prints its base URL once it listens.
  const baseURL = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const line = /^(http:\/\/\S+\/v1)$/m.exec(output)
      if (line?.[1]) resolve(line[1])
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    void exited.then(() => reject(new Error(`the model server exited at start:\n${output}`)))
  })
  const control = await fetch(baseURL.replace(/\/v1$/, '/__control/default'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options.defaultReply),
  })
  if (control.status >= 300)
    throw new Error(`model server control: ${control.status} ${await control.text()}`)
  return {
    baseURL,
    async close() {
      process.removeListener('exit', killOnExit)
      child.kill('SIGTERM')
      await exited
    },
  }
}
