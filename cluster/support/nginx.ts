/**
 * Debian's nginx in front of the cluster, run with the project's own `deploy/nginx.conf`: the
 * test only writes its ports into the template's upstream and `listen` lines, and wraps it in a
 * main config whose pid, logs and temporary files live in a throwaway directory (`-p` prefix,
 * `daemon off`), so it needs no root-owned path and leaves nothing behind.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { ROOT } from '../../resilience/support/opsai-server'

export const NGINX = '/usr/sbin/nginx'
export const TEMPLATE = join(ROOT, 'deploy/nginx.conf')

const UPSTREAM_SERVER = /^([ \t]*)server 127\.0\.0\.1:\d+( [^;\n]*)?;[ \t]*\n/gm
const LISTEN = /^([ \t]*)listen 80;/m

/**
 * The template with `upstreams` (host:port) in place of its example servers, keeping their
 * parameters, and `listen` on `listenPort`. Throws when the template no longer has the lines the
 * suite fills in, so a changed template is a clear failure, not a silently different balancer.
 */
export function fillTemplate(template: string, options: { listenPort: number; upstreams: string[] }) {
  const examples = [...template.matchAll(UPSTREAM_SERVER)]
  const first = examples[0]
  if (!first || first.index === undefined)
    throw new Error(`${TEMPLATE}: no 'server 127.0.0.1:<port> …;' line`)
  if (!LISTEN.test(template)) throw new Error(`${TEMPLATE}: no 'listen 80;' line`)
  const [, indent = '', parameters = ''] = first
  const servers = options.upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('')
  let filled = ''
  let from = 0
  examples.forEach((example, index) => {
    filled += template.slice(from, example.index) + (index === 0 ? servers : '')
    from = (example.index ?? 0) + example[0].length
  })
  filled += template.slice(from)
  return filled.replace(LISTEN, `$1listen 127.0.0.1:${options.listenPort};`)
}

/** The main config: everything nginx would otherwise write under /var, in `dir`. */
function mainConfig(dir: string) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format cluster '$msec|$request_method|$uri|$status|$upstream_addr|$upstream_status|$request_time';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/opsai.conf;
}
`
}

export interface AccessLogLine {
  at: number
  method: string
  path: string
  status: number
  /** Every instance nginx tried, in order (more than one: the request was moved on). */
  upstreams: string[]
  upstreamStatuses: string[]
}

export interface RunningNginx {
  url: string
  /** The filled template, as nginx runs it. */
  config: string
  accessLog(): AccessLogLine[]
  output(): string
  stop(): Promise<void>
}

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startNginx(options: {
  listenPort: number
  upstreams: string[]
}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run installs it)`)
  }
  const dir = mkdtempSync('/tmp/opsai-cluster-nginx-')
  // As root nginx's workers run as nobody: they must reach the temporary folders nginx makes here.
  chmodSync(dir, 0o755)
  const config = fillTemplate(readFileSync(TEMPLATE, 'utf8'), options)
  writeFileSync(join(dir, 'opsai.conf'), config)
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir))
  // -e: the log nginx writes before it has read the config (its compiled-in one is under /var).
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const readLog = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '')
  const running: RunningNginx = {
    url: `http://127.0.0.1:${options.listenPort}`,
    config,
    output: () => `${output}${readLog('error.log')}`,
    accessLog: () =>
      readLog('access.log')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [at = '0', method = '', path = '', status = '0', upstream = '', upstreamStatus = ''] =
            line.split('|')
          return {
            at: Number(at) * 1000,
            method,
            path,
            status: Number(status),
            upstreams: upstream.split(', '),
            upstreamStatuses: upstreamStatus.split(', '),
          }
        }),
    async stop() {
      process.removeListener('exit', killOnExit)
      if (!gone) {
        // SIGQUIT: a graceful stop, the way `nginx -s quit` does it.
        child.kill('SIGQUIT')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (gone) throw new Error(`nginx exited at start:\n${running.output()}`)
    if (await portOpen(options.listenPort)) return running
    await sleep(100)
  }
  await running.stop()
  throw new Error(`nginx did not listen on ${options.listenPort} within 15 s:\n${running.output()}`)
}
