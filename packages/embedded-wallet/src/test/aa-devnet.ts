// What the frame's smart-account tests share: a real anvil (EntryPoint v0.8 and SimpleAccountFactory at their
// canonical addresses) and a real bundler (alto) for the describe block, and wallets as the frame holds them — a fresh
// seed, the smart account preferred, handleRpc as the frame calls it with the approval screen answered by the test.
// Grants are kept in a Map standing in for the frame origin's IndexedDB (Node has none); the chain is never stood in.
import {
  DEVNET_ENTRY_POINT,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
  devAccounts,
  getFreePort,
  startAccountAbstraction,
  startDevnet,
  type Devnet,
  type DevnetAccountAbstraction,
} from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, type Hex, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import { deriveKeys, type SeedKeys } from '../keys/derive-accounts.js'
import type { RequestDescription } from '../frame/describe-request.js'
import type { FrameConfig } from '../frame/frame-config.js'
import { handleRpc, type RpcContext } from '../frame/frame-rpc.js'
import { PermissionGrants, type GrantBackend, type PermissionGrant } from '../frame/permissions.js'
import { smartAccountAddress } from '../frame/smart-account-rpc.js'

export function useAaDevnet() {
  let devnet: Devnet
  let aa: DevnetAccountAbstraction
  let config: FrameConfig
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
    aa = await startAccountAbstraction({ rpcUrl: devnet.rpcUrl, bundlerPort: await getFreePort() })
    config = {
      apiUrl: 'http://127.0.0.1:1',
      hostOrigins: [],
      chains: [
        {
          id: 'eip155:31337',
          rpcUrl: devnet.rpcUrl,
          name: 'Foyer Devnet',
          smartAccount: {
            bundlerUrl: aa.bundler.url,
            entryPoint: DEVNET_ENTRY_POINT,
            factory: DEVNET_SIMPLE_ACCOUNT_FACTORY,
          },
        },
      ],
    }
  }, 120_000)
  afterAll(async () => {
    await aa?.stop()
    await devnet?.stop()
  })

  const chain = () => ({ ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } })
  // Typed as viem's PublicClient so the helper's inferred type names no internal viem module.
  const client = (): PublicClient => createPublicClient({ chain: chain(), transport: http(devnet.rpcUrl) })
  const fund = async (to: Hex, value: bigint) => {
    const wallet = createWalletClient({ account: devAccounts(7)[6]!, chain: chain(), transport: http(devnet.rpcUrl) })
    await client().waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to, value }) })
  }

  /**
   * A wallet as the frame holds it. `answer`: what the person clicks on each approval screen (true: Approve).
   * `clock`: the frame's time in UNIX seconds, for expiry and allowance periods.
   */
  async function wallet(
    options: { answer?: boolean | ((d: RequestDescription) => boolean); clock?: () => number; origin?: string } = {},
  ) {
    const keys: SeedKeys = await deriveKeys(crypto.getRandomValues(new Uint8Array(32)))
    const smartChain = config.chains[0]! as Parameters<typeof smartAccountAddress>[0]
    const smartAccount = await smartAccountAddress(smartChain, keys.evm.address)
    const shown: RequestDescription[] = []
    let mined = 0
    const stored = new Map<string, PermissionGrant[]>()
    const backend: GrantBackend = {
      getPermissionGrants: async (user, origin) => structuredClone(stored.get(`${user}:${origin}`)),
      setPermissionGrants: async (user, origin, grants) =>
        void stored.set(`${user}:${origin}`, structuredClone(grants)),
    }
    const grantsFor = (origin: string) => new PermissionGrants(backend, 'user-1', origin, options.clock)
    const context: RpcContext = {
      config,
      addresses: { eip155: keys.evm.address, solana: keys.solana.address },
      approve: async (description) => {
        shown.push(description)
        const answer = options.answer ?? true
        return typeof answer === 'function' ? answer(description) : answer
      },
      withKeys: (use) => use(keys),
      smartAccount,
      onUserOperationMined: () => void mined++,
      permissions: grantsFor(options.origin ?? 'http://127.0.0.1:3000'),
    }
    const rpc = (method: string, params?: unknown, at: RpcContext = context) =>
      handleRpc(at, { namespace: 'eip155', chainId: 31337, method, params })
    /** The same wallet asked by another host origin: its own grants. */
    const fromOrigin = (origin: string) => (method: string, params?: unknown) =>
      rpc(method, params, { ...context, permissions: grantsFor(origin) })
    return { keys, smartAccount, shown, rpc, fromOrigin, mined: () => mined, context }
  }

  return { config: () => config, client, fund, wallet, rpcUrl: () => devnet.rpcUrl }
}

export const field = (d: RequestDescription | undefined, label: string) =>
  d?.fields.find((f) => f.label === label)?.value
