import { numberToHex, type Address } from 'viem'
import { devAccount } from '../dev-keys.js'
import { rememberedIndex, rememberedState } from '../remembered-state.js'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'
import type { DevWalletChain } from '../types.js'
import type { CreateDevWalletProviderOptions } from './types.js'

type RememberedState = { connected: boolean; accountIndex: number; chainId: number }
type Listener = (...args: unknown[]) => void

/**
 * The chains the wallet knows, the one it is on, the selected account and whether the app is connected: remembered
 * when given a storage key, and told to the app through EIP-1193's events.
 */
export function createEvmWalletState(options: CreateDevWalletProviderOptions) {
  const first = options.chains[0]
  if (!first) throw new Error('createDevWalletProvider: give at least one chain')
  const chains = new Map<number, DevWalletChain>(options.chains.map((chain) => [chain.id, { ...chain }]))
  const storage = options.storageKey
    ? (options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : undefined))
    : undefined
  const remembered =
    storage && options.storageKey
      ? rememberedState<RememberedState>(storage, options.storageKey, (value) => ({
          connected: value.connected === true,
          accountIndex: rememberedIndex(value.accountIndex),
          chainId: typeof value.chainId === 'number' ? value.chainId : first.id,
        }))
      : undefined

  const stored = remembered?.read()
  const defaultChain = chains.get(options.defaultChainId ?? first.id)
  if (!defaultChain)
    throw new Error(`createDevWalletProvider: defaultChainId ${options.defaultChainId} is not in chains`)
  let chain: DevWalletChain = (stored && chains.get(stored.chainId)) || defaultChain
  // An explicit option wins over the remembered account, so a test that asks for account #2 gets it after any reload.
  let accountIndex = options.accountIndex ?? stored?.accountIndex ?? 0
  devAccount(accountIndex) // fails fast on a bad index
  let connected = stored?.connected ?? false
  // When the eth_accounts permission was granted; reported by wallet_getPermissions as extensions do.
  let grantedAt = Date.now()
  const listeners = new Map<string, Set<Listener>>()

  const persist = () => remembered?.write({ connected, accountIndex, chainId: chain.id })

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // One app listener throwing must not stop the others (or the wallet) from hearing the event.
        console.error(`[Foyer Dev Wallet] a "${event}" listener threw`, error)
      }
    }
  }

  const address = () => devAccount(accountIndex).address
  const accounts = (): Address[] => (connected ? [address()] : [])
  const hexChainId = () => numberToHex(chain.id)

  return {
    /** Known chains by id (wallet_addEthereumChain adds to it). */
    chains,
    get chain() {
      return chain
    },
    get accountIndex() {
      return accountIndex
    },
    get connected() {
      return connected
    },
    get grantedAt() {
      return grantedAt
    },
    address,
    accounts,
    hexChainId,
    /** The person allowed the app in (again): a first connection is announced with connect and accountsChanged. */
    grantConnection() {
      const wasConnected = connected
      connected = true
      grantedAt = Date.now()
      persist()
      if (!wasConnected) {
        emit('connect', { chainId: hexChainId() })
        emit('accountsChanged', accounts())
      }
    },
    setChain(next: DevWalletChain) {
      const changed = next.id !== chain.id
      chain = next
      persist()
      if (changed) emit('chainChanged', hexChainId())
    },
    switchAccount(index: number) {
      devAccount(index) // throws RangeError on a bad index before anything changes
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emit('accountsChanged', accounts())
    },
    /** The app loses its connection: revoked by the app itself, or by the person (who also ends the session). */
    disconnectApp(emitDisconnect: boolean) {
      if (!connected) return
      connected = false
      persist()
      emit('accountsChanged', [])
      if (emitDisconnect)
        emit(
          'disconnect',
          new ProviderRpcError(RpcErrorCode.Disconnected, 'The Foyer Dev Wallet disconnected this site.'),
        )
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

export type EvmWalletState = ReturnType<typeof createEvmWalletState>
