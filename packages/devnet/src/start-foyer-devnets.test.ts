import { describe, expect, it } from 'vitest'
import { getFreePort } from './ports.js'
import { startFoyerDevnets } from './start-foyer-devnets.js'

const chainIdOf = async (url: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  })
  return Number(((await res.json()) as { result: string }).result)
}

describe('startFoyerDevnets', () => {
  it('runs the two demo chains on their own ports and stops both', async () => {
    const port = await getFreePort()
    const secondPort = await getFreePort()
    const devnets = await startFoyerDevnets({ port, secondPort })
    try {
      expect(await chainIdOf(devnets.primary.rpcUrl)).toBe(31337)
      expect(await chainIdOf(devnets.second.rpcUrl)).toBe(31338)
      expect(devnets.second.contracts).toEqual(devnets.primary.contracts)
    } finally {
      await devnets.stop()
    }
    await expect(chainIdOf(devnets.primary.rpcUrl)).rejects.toThrow()
    await expect(chainIdOf(devnets.second.rpcUrl)).rejects.toThrow()
  })

  it('with bundlerPort, also runs the ERC-4337 bundler for the first chain, and stops it with the chains', async () => {
    const [port, secondPort, bundlerPort] = [await getFreePort(), await getFreePort(), await getFreePort()]
    const devnets = await startFoyerDevnets({ port, secondPort, bundlerPort })
    const bundlerUrl = `http://127.0.0.1:${bundlerPort}`
    try {
      expect(devnets.accountAbstraction?.bundler.url).toBe(bundlerUrl)
      // alto reads its chain id from the anvil it bundles for.
      expect(await chainIdOf(bundlerUrl)).toBe(31337)
    } finally {
      await devnets.stop()
    }
    await expect(chainIdOf(bundlerUrl)).rejects.toThrow()
  }, 120_000)
})
