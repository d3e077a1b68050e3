import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_CONTRACTS } from './contracts/addresses.js'
import { getFreePort } from './ports.js'
import { DevnetPortBusyError, startDevnet, type Devnet } from './start-devnet.js'

/** Whether a process with this pid still exists (signal 0 only checks). */
function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startDevnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false })
  })
  afterAll(() => devnet?.stop())

  it('runs anvil with chain id 31337 and 10 funded dev accounts', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.chainId).toBe(31337)
    expect(await client.getChainId()).toBe(31337)
    expect(devnet.accounts).toHaveLength(10)
    expect(devnet.accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(await client.getBalance({ address: devnet.accounts[3]! })).toBe(parseEther('10000'))
    expect(devnet.contracts).toEqual(DEVNET_CONTRACTS)
  })

  it('refuses a busy port with a message that names it', async () => {
    const port = Number(new URL(devnet.rpcUrl).port)
    await expect(startDevnet({ port })).rejects.toThrow(DevnetPortBusyError)
    await expect(startDevnet({ port })).rejects.toThrow(`port ${port} on 127.0.0.1 is busy`)
  })

  it('also refuses a port taken by something that is not a devnet', async () => {
    const port = await getFreePort()
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await expect(startDevnet({ port })).rejects.toThrow(/is busy/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('Devnet.stop', () => {
  it('kills anvil and waits until the process is gone, and can be called twice', async () => {
    const devnet = await startDevnet({ port: await getFreePort(), seed: false })
    expect(alive(devnet.pid)).toBe(true)
    await devnet.stop()
    expect(alive(devnet.pid)).toBe(false)
    await devnet.stop()
    // No anvil process of ours is left listening on that port.
    const listing = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    expect(listing).not.toContain(`--port ${new URL(devnet.rpcUrl).port} `)
  })
})

describe('a second devnet', () => {
  it('runs with another chain id and gets the same seeded contract addresses', async () => {
    const devnet = await startDevnet({ port: await getFreePort(), chainId: 31338 })
    try {
      const chainId: 31338 = devnet.chainId
      expect(chainId).toBe(31338)
      const client = createPublicClient({ transport: http(devnet.rpcUrl) })
      expect(await client.getChainId()).toBe(31338)
      expect(devnet.contracts).toEqual(DEVNET_CONTRACTS)
      expect(await client.getCode({ address: DEVNET_CONTRACTS.tokenA })).toMatch(/^0x[0-9a-f]+$/)
    } finally {
      await devnet.stop()
    }
  })
})
