import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEVNET_CONTRACTS } from './contracts/addresses.js'
import { getFreePort, isPortBusy } from './ports.js'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_CAIP2, SOLANA_DEVNET_MINT } from './solana/constants.js'
import { getFreeSolanaPort } from './solana/free-port-pair.js'

const cli = join(dirname(fileURLToPath(import.meta.url)), 'cli.ts')
const tsx = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.bin/tsx')

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts the CLI on free ports; resolves once it says it is ready, rejects with its output if it exits first. */
async function startCli() {
  const port = await getFreePort()
  // Never the default 8899: a demo may be running on this machine.
  const solanaPort = await getFreeSolanaPort()
  // Never the default 8787 either.
  const relayPort = await getFreePort()
  const child = spawn(
    tsx,
    [cli, '--port', String(port), '--solana-port', String(solanaPort), '--relay-port', String(relayPort)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Press Ctrl-C')) resolve()
    })
    child.once('exit', () => reject(new Error(`CLI exited early:\n${output}`)))
  })
  return { child, output, port, solanaPort, relayPort }
}

describe('foyer-devnet CLI', () => {
  it('prints the chains and contracts, and stops anvil and the Solana devnet on SIGTERM', async () => {
    // Free ports are picked from the ephemeral range, where another test's outgoing connection can take one before
    // the CLI binds it (seen once in a full run: "port 42334 … is busy"): on that refusal, new ports and a new start.
    let started: Awaited<ReturnType<typeof startCli>> | undefined
    for (let attempt = 0; attempt < 3 && !started; attempt++) {
      started = await startCli().catch((error: Error) => {
        if (/is busy/.test(error.message) && attempt < 2) return undefined
        throw error
      })
    }
    const { child, output, port, solanaPort, relayPort } = started!
    expect(output).toContain(`RPC URL   http://127.0.0.1:${port}`)
    expect(output).toContain('Chain ID  31337')
    expect(output).toContain(DEVNET_CONTRACTS.tokenA)
    expect(output).toContain(DEVNET_CONTRACTS.nft)
    expect(output).toContain('#0 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(output).toContain(`RPC URL   http://127.0.0.1:${solanaPort}  (WebSocket ws://127.0.0.1:${solanaPort + 1})`)
    expect(output).toContain(SOLANA_DEVNET_CAIP2)
    expect(output).toContain(SOLANA_DEVNET_MINT)
    expect(output).toContain(`#4 ${SOLANA_DEV_ADDRESSES[4]}`)
    expect(await isPortBusy(solanaPort + 1)).toBe(true)
    expect(output).toContain(`URL       ws://127.0.0.1:${relayPort}`)
    expect(output).toContain('WalletConnect relay (development only')
    expect(await isPortBusy(relayPort)).toBe(true)
    const anvilPid = Number(/anvil pid (\d+)/.exec(output)?.[1])
    expect(alive(anvilPid)).toBe(true)

    const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exitCode).toBe(0)
    expect(alive(anvilPid)).toBe(false)
    expect(await isPortBusy(solanaPort)).toBe(false)
    expect(await isPortBusy(solanaPort + 1)).toBe(false)
    expect(await isPortBusy(relayPort)).toBe(false)
  }, 30_000)

  it('explains a busy port and exits non-zero', async () => {
    const port = await getFreePort()
    const { createServer } = await import('node:net')
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      const child = spawn(tsx, [cli, '--port', String(port), '--no-solana', '--no-relay'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain(`port ${port} on 127.0.0.1 is busy`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }, 30_000)

  it('explains a busy Solana WebSocket port and exits before starting anvil', async () => {
    const port = await getFreePort()
    const solanaPort = await getFreeSolanaPort()
    const { createServer } = await import('node:net')
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(solanaPort + 1, '127.0.0.1', resolve))
    try {
      const child = spawn(tsx, [cli, '--port', String(port), '--solana-port', String(solanaPort), '--no-relay'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain(`port ${solanaPort + 1} on 127.0.0.1 is busy`)
      expect(await isPortBusy(port)).toBe(false)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }, 30_000)

  it('explains a busy relay port and exits before starting anvil', async () => {
    const port = await getFreePort()
    const relayPort = await getFreePort()
    const { createServer } = await import('node:net')
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(relayPort, '127.0.0.1', resolve))
    try {
      const child = spawn(tsx, [cli, '--port', String(port), '--no-solana', '--relay-port', String(relayPort)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(stderr).toContain(`port ${relayPort} on 127.0.0.1 is busy`)
      expect(await isPortBusy(port)).toBe(false)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }, 30_000)

  it('rejects a bad --port or --chain-id before starting anything', async () => {
    const cases = [
      ['--port', 'eighty'],
      ['--chain-id', '0'],
      ['--colour'],
      ['--solana-port', '8545'],
      ['--relay-port', '8545'],
      ['--relay-port', 'x'],
    ]
    // Side by side: each is a whole tsx start-up, which on a loaded 2-core machine takes seconds.
    const results = await Promise.all(
      cases.map(async (args) => {
        const child = spawn(tsx, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
        let stderr = ''
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
        return { args, code, stderr }
      }),
    )
    for (const { code, stderr } of results) {
      expect(code).toBe(2)
      expect(stderr).toMatch(/must be|Unknown option/)
    }
  }, 60_000)
})
