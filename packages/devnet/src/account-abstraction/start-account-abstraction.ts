// ERC-4337 on a devnet in one call: the EntryPoint and the account factory on the anvil, then the bundler against it.
import { DEVNET_BUNDLER_EXECUTOR, DEVNET_ENTRY_POINT, DEVNET_SIMPLE_ACCOUNT_FACTORY } from './addresses.js'
import { installAccountAbstraction } from './install-account-abstraction.js'
import { startBundler, type Bundler } from './start-bundler.js'

export type DevnetAccountAbstraction = {
  entryPoint: typeof DEVNET_ENTRY_POINT
  simpleAccountFactory: typeof DEVNET_SIMPLE_ACCOUNT_FACTORY
  executor: typeof DEVNET_BUNDLER_EXECUTOR
  bundler: Bundler
  stop(): Promise<void>
}

export async function startAccountAbstraction(options: {
  rpcUrl: string
  bundlerPort?: number
  timeoutMs?: number
}): Promise<DevnetAccountAbstraction> {
  await installAccountAbstraction(options.rpcUrl)
  const bundler = await startBundler({
    rpcUrl: options.rpcUrl,
    port: options.bundlerPort,
    timeoutMs: options.timeoutMs,
  })
  return {
    entryPoint: DEVNET_ENTRY_POINT,
    simpleAccountFactory: DEVNET_SIMPLE_ACCOUNT_FACTORY,
    executor: DEVNET_BUNDLER_EXECUTOR,
    bundler,
    stop: bundler.stop,
  }
}
