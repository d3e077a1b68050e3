// The CLI's Bitcoin flags. Its other flags are tested in ../cli.test.ts; this file starts the CLI with --single,
// --no-solana and --no-relay so that only anvil and the Bitcoin chain come up.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { getFreePort, isPortBusy } from '../ports.js'
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEVNET_CAIP2 } from './constants.js'

const here = dirname(fileURLToPath(import.meta.url))
const cli = join(here, '../cli.ts')
const tsx = join(here, '../../../../node_modules/.bin/tsx')

describe('foyer-devnet CLI: --bitcoin-port', () => {
  it('starts the Bitcoin chain, mines every --bitcoin-block-interval ms and frees the port on SIGTERM', async () => {
    const port = await getFreePort()
    const bitcoinPort = await getFreePort()
    const child = spawn(
      tsx,
      [
        cli,
        '--port',
        String(port),
        '--single',
        '--no-solana',
        '--no-relay',
        '--bitcoin-port',
        String(bitcoinPort),
      ].concat(['--bitcoin-block-interval', '300']),
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
    const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    try {
      expect(output).toContain('Bitcoin devnet (a DEVELOPMENT chain with regtest parameters')
      expect(output).toContain(`Esplora   http://127.0.0.1:${bitcoinPort}  (CAIP-2 ${BITCOIN_DEVNET_CAIP2})`)
      expect(output).toContain(`#2 ${BITCOIN_DEV_ADDRESSES[2]}`)
      const height = async () => Number(await (await fetch(`http://127.0.0.1:${bitcoinPort}/blocks/tip/height`)).text())
      const first = await height()
      expect(first).toBeGreaterThanOrEqual(102)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(await height()).toBeGreaterThan(first)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exitCode).toBe(0)
    expect(await isPortBusy(bitcoinPort)).toBe(false)
    expect(await isPortBusy(port)).toBe(false)
  }, 120_000)

  it('rejects a bad --bitcoin-port or --bitcoin-block-interval before starting anything', async () => {
    const runs = [
      ['--bitcoin-port', 'x'],
      ['--bitcoin-port', '8545'],
      ['--bitcoin', '--bitcoin-block-interval', 'soon'],
    ].map(
      (args) =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const child = spawn(tsx, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
          let stderr = ''
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
          child.once('exit', (code) => resolve({ code, stderr }))
        }),
    )
    const [badPort, takenPort, badInterval] = await Promise.all(runs)
    expect(badPort).toMatchObject({ code: 2, stderr: expect.stringContaining('--bitcoin-port must be a TCP port') })
    expect(takenPort).toMatchObject({ code: 2, stderr: expect.stringContaining('--bitcoin-port must be a TCP port') })
    expect(badInterval).toMatchObject({ code: 2, stderr: expect.stringContaining('--bitcoin-block-interval must be') })
  }, 120_000)
})
