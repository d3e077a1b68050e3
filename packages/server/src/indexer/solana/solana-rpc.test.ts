import { getFreeSolanaPort, SOLANA_DEVNET_FAUCET, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'
import type { Address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../app/errors.js'
import { toBigInt } from './parse-json-bigints.js'
import { createSolanaRpc, mapConcurrently, SolanaRpcUnreachableError } from './solana-rpc.js'
import { devnetRpc } from './test/solana-test-wallets.js'

describe('createSolanaRpc', () => {
  let devnet: SolanaDevnet
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
  })
  afterAll(() => devnet?.stop())

  it('reads a balance above 2^53 exactly (the faucet holds about 10^18 lamports)', async () => {
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const { value } = await rpc<{ value: unknown }>('getBalance', [SOLANA_DEVNET_FAUCET])
    const exact = (
      await devnetRpc(devnet)
        .getBalance(SOLANA_DEVNET_FAUCET as Address)
        .send()
    ).value
    // Plain JSON.parse would round it.
    expect(BigInt(Number(exact))).not.toBe(exact)
    expect(toBigInt(value, 'value')).toBe(exact)
  })

  it("tells a node's error answer from a node that is not there", async () => {
    const answered = await createSolanaRpc(devnet.rpcUrl)('noSuchMethod', []).catch((error: unknown) => error)
    expect(answered).toBeInstanceOf(UpstreamError)
    expect(answered).not.toBeInstanceOf(SolanaRpcUnreachableError)
    expect((answered as Error).message).toBe(
      `Solana RPC ${devnet.rpcUrl} answered noSuchMethod with an error: Method not found`,
    )
    const port = await getFreeSolanaPort()
    const down = await createSolanaRpc(`http://127.0.0.1:${port}`)('getSlot', []).catch((error: unknown) => error)
    expect(down).toBeInstanceOf(SolanaRpcUnreachableError)
    expect((down as Error).message).toBe(
      `Solana RPC http://127.0.0.1:${port} failed on getSlot: fetch failed (ECONNREFUSED)`,
    )
  })

  it('stops a request when its signal is aborted', async () => {
    const abort = new AbortController()
    abort.abort()
    const stopped = await createSolanaRpc(devnet.rpcUrl, { signal: abort.signal })('getSlot', []).catch(
      (error: unknown) => error,
    )
    expect(stopped).toBeInstanceOf(SolanaRpcUnreachableError)
  })
})

describe('mapConcurrently', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0
    let most = 0
    const results = await mapConcurrently([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, delay * 3))
      running--
      return delay * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30, 0])
    expect(most).toBe(2)
  })
})
