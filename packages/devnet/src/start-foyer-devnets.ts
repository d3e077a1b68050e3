// The chains the demo lists: the main devnet (31337 on 8545) and a second one (31338 on 8546), so switching networks
// can be tried against real chains offline. Both are seeded alike; stop() stops both.
import { startDevnet, type Devnet } from './start-devnet.js'
import {
  startAccountAbstraction,
  type DevnetAccountAbstraction,
} from './account-abstraction/start-account-abstraction.js'

export const SECOND_DEVNET_CHAIN_ID = 31338

export interface FoyerDevnets {
  primary: Devnet<number>
  second: Devnet<number>
  /** ERC-4337 on the primary chain (EntryPoint, factory, the alto bundler), when `bundlerPort` was given. */
  accountAbstraction?: DevnetAccountAbstraction
  stop(): Promise<void>
}

export async function startFoyerDevnets(
  options: {
    port?: number
    secondPort?: number
    timeoutMs?: number
    /** Also put ERC-4337 on the primary chain and start the bundler there (a development part; 8798 for the demo). */
    bundlerPort?: number
  } = {},
): Promise<FoyerDevnets> {
  const port = options.port ?? 8545
  const secondPort = options.secondPort ?? port + 1
  const primary = await startDevnet({ port, chainId: 31337, timeoutMs: options.timeoutMs })
  // The second chain and the bundler (alto takes seconds to load) start side by side; both only need the first chain.
  const [secondResult, aaResult] = await Promise.allSettled([
    startDevnet({ port: secondPort, chainId: SECOND_DEVNET_CHAIN_ID, timeoutMs: options.timeoutMs }),
    options.bundlerPort === undefined
      ? Promise.resolve(undefined)
      : startAccountAbstraction({ rpcUrl: primary.rpcUrl, bundlerPort: options.bundlerPort }),
  ])
  if (secondResult.status === 'rejected' || aaResult.status === 'rejected') {
    await Promise.all([
      aaResult.status === 'fulfilled' ? aaResult.value?.stop() : undefined,
      secondResult.status === 'fulfilled' ? secondResult.value.stop() : undefined,
    ])
    await primary.stop()
    throw secondResult.status === 'rejected' ? secondResult.reason : (aaResult as PromiseRejectedResult).reason
  }
  const second: Devnet<number> = secondResult.value
  const accountAbstraction: DevnetAccountAbstraction | undefined = aaResult.value
  return {
    primary,
    second,
    ...(accountAbstraction ? { accountAbstraction } : {}),
    stop: async () => {
      // The bundler first: it polls the chain and would log errors once anvil is gone.
      await accountAbstraction?.stop()
      await Promise.all([primary.stop(), second.stop()])
    },
  }
}
