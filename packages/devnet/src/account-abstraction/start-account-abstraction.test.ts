// The EntryPoint, the factory and alto on a real anvil, each on a free port.
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort, isPortBusy } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { DEVNET_BUNDLER_EXECUTOR, DEVNET_ENTRY_POINT, DEVNET_SIMPLE_ACCOUNT_FACTORY } from './addresses.js'
import { BUNDLER_EXECUTOR_FUNDS, installAccountAbstraction } from './install-account-abstraction.js'
import { startAccountAbstraction, type DevnetAccountAbstraction } from './start-account-abstraction.js'
import { BundlerPortBusyError, startBundler } from './start-bundler.js'

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('ERC-4337 on the devnet (real anvil, real alto)', () => {
  let devnet: Devnet
  let aa: DevnetAccountAbstraction
  let startMs = 0
  beforeAll(async () => {
    // A generous wait: these files start anvil and alto (hundreds of MB of modules) while other suites run.
    devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
    const started = performance.now()
    aa = await startAccountAbstraction({ rpcUrl: devnet.rpcUrl, bundlerPort: await getFreePort() })
    startMs = performance.now() - started
  }, 120_000)
  afterAll(async () => {
    await aa?.stop()
    await devnet?.stop()
  })
  const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })

  it('deploys the EntryPoint and the factory at their addresses, and a second install finds them', async () => {
    for (const address of [DEVNET_ENTRY_POINT, DEVNET_SIMPLE_ACCOUNT_FACTORY])
      expect((await client().getCode({ address }))?.length).toBeGreaterThan(1000)
    expect(await installAccountAbstraction(devnet.rpcUrl)).toBe('present')
    // The factory is bound to this EntryPoint.
    const bound = await client().readContract({
      address: DEVNET_SIMPLE_ACCOUNT_FACTORY,
      abi: [
        {
          type: 'function',
          name: 'accountImplementation',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'accountImplementation',
    })
    expect((await client().getCode({ address: bound }))?.length).toBeGreaterThan(1000)
    console.info(`EntryPoint + factory + alto ready in ${startMs.toFixed(0)} ms`)
  })

  it('funds the executor and leaves the dev accounts’ round balances alone', async () => {
    const executor = await client().getBalance({ address: DEVNET_BUNDLER_EXECUTOR })
    expect(executor).toBeGreaterThan(BUNDLER_EXECUTOR_FUNDS - 10n ** 18n)
    expect(await client().getBalance({ address: devnet.accounts[0]! })).toBe(10_000n * 10n ** 18n)
  })

  it('serves the bundler’s JSON-RPC with the EntryPoint and the chain id', async () => {
    const transport = http(aa.bundler.url)({})
    expect(await transport.request({ method: 'eth_supportedEntryPoints' })).toEqual([DEVNET_ENTRY_POINT])
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('listens on loopback only, though alto itself binds every interface', async () => {
    expect(await accepts('127.0.0.1', aa.bundler.port)).toBe(true)
    const external = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal)?.address
    if (external) expect(await accepts(external, aa.bundler.port)).toBe(false)
  })

  it('refuses a busy port with a message naming it', async () => {
    await expect(startBundler({ rpcUrl: devnet.rpcUrl, port: aa.bundler.port })).rejects.toThrow(BundlerPortBusyError)
    await expect(startBundler({ rpcUrl: devnet.rpcUrl, port: aa.bundler.port })).rejects.toThrow(
      `port ${aa.bundler.port}`,
    )
  })

  it('stops: the process exits and the port is free again', async () => {
    await aa.stop()
    expect(() => process.kill(aa.bundler.pid, 0)).toThrow()
    expect(await isPortBusy(aa.bundler.port)).toBe(false)
    await aa.stop()
  })
})
