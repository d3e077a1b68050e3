import { createServer } from 'node:net'
import { createSolanaRpc, createSolanaRpcSubscriptions, type Address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isPortBusy } from '../ports.js'
import { SOLANA_DEVNET_MINT } from './constants.js'
import { getFreeSolanaPort } from './free-port-pair.js'
import { SolanaDevnetPortBusyError, startSolanaDevnet } from './start-solana-devnet.js'

describe('SolanaDevnet.stop and ports', () => {
  it('frees both ports, and can be called twice', async () => {
    const port = await getFreeSolanaPort()
    const devnet = await startSolanaDevnet({ port, seed: false })
    // An open WebSocket and a keep-alive HTTP connection must not hold the ports.
    const subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const abort = new AbortController()
    await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    expect(await createSolanaRpc(devnet.rpcUrl).getHealth().send()).toBe('ok')
    expect(await isPortBusy(port)).toBe(true)
    expect(await isPortBusy(port + 1)).toBe(true)
    await devnet.stop()
    await devnet.stop()
    abort.abort()
    expect(await isPortBusy(port)).toBe(false)
    expect(await isPortBusy(port + 1)).toBe(false)
  })

  it('refuses when the RPC or the WebSocket port is taken', async () => {
    const port = await getFreeSolanaPort()
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port + 1, '127.0.0.1', resolve))
    try {
      await expect(startSolanaDevnet({ port, seed: false })).rejects.toThrow(SolanaDevnetPortBusyError)
      await expect(startSolanaDevnet({ port, seed: false })).rejects.toThrow(`port ${port + 1} on 127.0.0.1 is busy`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('unseeded: no mint, no funded accounts', async () => {
    const devnet = await startSolanaDevnet({ port: await getFreeSolanaPort(), seed: false })
    try {
      const rpc = createSolanaRpc(devnet.rpcUrl)
      expect((await rpc.getBalance(devnet.accounts[0]!).send()).value).toBe(0n)
      expect((await rpc.getAccountInfo(SOLANA_DEVNET_MINT as Address).send()).value).toBeNull()
    } finally {
      await devnet.stop()
    }
  })
})
