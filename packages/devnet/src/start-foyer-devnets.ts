// The chains the demo lists: the main devnet (31337 on 8545) and a second one (31338 on 8546), so switching networks
// can be tried against real chains offline. Both are seeded alike; stop() stops both.
import { startDevnet, type Devnet } from './start-devnet.js'

export const SECOND_DEVNET_CHAIN_ID = 31338

export interface FoyerDevnets {
  primary: Devnet<number>
  second: Devnet<number>
  stop(): Promise<void>
}

export async function startFoyerDevnets(
  options: { port?: number; secondPort?: number; timeoutMs?: number } = {},
): Promise<FoyerDevnets> {
  const port = options.port ?? 8545
  const secondPort = options.secondPort ?? port + 1
  const primary = await startDevnet({ port, chainId: 31337, timeoutMs: options.timeoutMs })
  let second: Devnet<number>
  try {
    second = await startDevnet({ port: secondPort, chainId: SECOND_DEVNET_CHAIN_ID, timeoutMs: options.timeoutMs })
  } catch (error) {
    await primary.stop()
    throw error
  }
  return {
    primary,
    second,
    stop: async () => {
      await Promise.all([primary.stop(), second.stop()])
    },
  }
}
