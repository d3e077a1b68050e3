// Starts a real anvil on 127.0.0.1 (a free port) for a test file, and stops it by pid.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface Anvil {
  chainId: number
  port: number
  rpcUrl: string
  stop(): Promise<void>
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return join(dirname(pkg), 'bin', 'anvil')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForRpc(url: string, child: ChildProcess, ms = 10_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil did not answer on ${url}`)
}

export async function startAnvil(chainId = 31337): Promise<Anvil> {
  const port = await freePort()
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(rpcUrl, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    chainId,
    port,
    rpcUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve()
        child.once('exit', () => resolve())
        process.kill(child.pid, 'SIGTERM')
      }),
  }
}
