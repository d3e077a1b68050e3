import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { rememberedIndex, rememberedState, type DevWalletStorage } from '../remembered-state.js'
import { BitcoinSignMessage, BitcoinSignTransaction, type BitcoinAddressPurpose } from './features.js'
import { devBitcoinKeys, type BitcoinDevKeys } from './keys.js'
import { isBitcoinWalletChain, type BitcoinWalletChain } from './networks.js'

const ACCOUNT_FEATURES = [BitcoinSignMessage, BitcoinSignTransaction] as const
/** Accounts are listed in this order whatever order they were granted in, so `accounts[0]` is the payment one. */
const PURPOSE_ORDER: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** Where createDevBitcoinWallet remembers the connection when given `storage` without a `storageKey`. */
export const DEV_BITCOIN_WALLET_STORAGE_KEY = 'foyer.devWallet.bitcoin'

type Remembered = {
  connected: boolean
  accountIndex: number
  chain: BitcoinWalletChain
  purposes: BitcoinAddressPurpose[]
}

function remembered(options: { storageKey?: string; storage?: DevWalletStorage }) {
  const storageKey = options.storageKey ?? (options.storage ? DEV_BITCOIN_WALLET_STORAGE_KEY : undefined)
  let storage = options.storage
  if (storageKey && !storage) {
    try {
      storage = typeof localStorage !== 'undefined' ? localStorage : undefined
    } catch {
      storage = undefined // a sandboxed frame throws on access
    }
  }
  if (!storage || !storageKey) return undefined
  return rememberedState<Remembered>(storage, storageKey, (value) => ({
    connected: value.connected === true,
    accountIndex: rememberedIndex(value.accountIndex),
    chain: typeof value.chain === 'string' && isBitcoinWalletChain(value.chain) ? value.chain : 'bitcoin:regtest',
    purposes: Array.isArray(value.purposes)
      ? PURPOSE_ORDER.filter((purpose) => (value.purposes as unknown[]).includes(purpose))
      : [],
  }))
}

/**
 * The selected account, network and granted purposes, and whether the app is connected; remembered when asked to, and
 * told to the app through the Wallet Standard's `change` event.
 */
export function createBitcoinWalletState(options: {
  chain: BitcoinWalletChain | undefined
  accountIndex: number | undefined
  storageKey?: string
  storage?: DevWalletStorage
}) {
  const memory = remembered(options)
  const stored = memory?.read()
  // Explicit options win over what was remembered, so a test that asks for account #2 gets it after any reload.
  let accountIndex = options.accountIndex ?? stored?.accountIndex ?? 0
  let chain: BitcoinWalletChain = options.chain ?? stored?.chain ?? 'bitcoin:regtest'
  if (!isBitcoinWalletChain(chain)) throw new Error(`createDevBitcoinWallet: unknown Bitcoin chain "${String(chain)}"`)
  devBitcoinKeys(accountIndex) // fails fast on a bad index
  let connected = stored?.connected ?? false
  let purposes: BitcoinAddressPurpose[] = stored?.purposes.length ? stored.purposes : ['payment']
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountObjects = new Map<string, WalletAccount>()

  const persist = () => memory?.write({ connected, accountIndex, chain, purposes })

  function emitChange(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error('[Foyer Dev Wallet] a Bitcoin "change" listener threw', error)
      }
    }
  }

  function account(purpose: BitcoinAddressPurpose): WalletAccount {
    const key = `${chain}/${purpose}/${accountIndex}`
    let value = accountObjects.get(key)
    if (!value) {
      const { address, publicKey } = devBitcoinKeys(accountIndex, purpose, chain)
      const label = purpose === 'payment' ? `Payment #${accountIndex}` : `Ordinals #${accountIndex}`
      // One frozen object per account, so an app comparing accounts by identity sees "same account" across events.
      value = new ReadonlyWalletAccount({ address, publicKey, chains: [chain], features: ACCOUNT_FEATURES, label })
      accountObjects.set(key, value)
    }
    return value
  }

  const accounts = (): readonly WalletAccount[] => (connected ? purposes.map(account) : [])

  return {
    get accountIndex() {
      return accountIndex
    },
    get chain() {
      return chain
    },
    get connected() {
      return connected
    },
    get purposes(): readonly BitcoinAddressPurpose[] {
      return purposes
    },
    keys: (purpose: BitcoinAddressPurpose): BitcoinDevKeys => devBitcoinKeys(accountIndex, purpose, chain),
    account,
    accounts,
    /** The keys behind one of the connected accounts, or undefined when the app names another address. */
    keysOf(address: string | undefined): BitcoinDevKeys | undefined {
      if (!connected) return undefined
      for (const purpose of purposes) {
        const keys = devBitcoinKeys(accountIndex, purpose, chain)
        if (keys.address === address) return keys
      }
      return undefined
    },
    /** Connects with these purposes granted (added to those granted before). */
    grant(requested: readonly BitcoinAddressPurpose[]) {
      const next = PURPOSE_ORDER.filter(
        (purpose) => requested.includes(purpose) || (connected && purposes.includes(purpose)),
      )
      const changed = !connected || next.length !== purposes.length
      purposes = next
      connected = true
      persist()
      if (changed) emitChange({ accounts: accounts() })
    },
    disconnect() {
      if (!connected) return
      connected = false
      persist()
      emitChange({ accounts: [] })
    },
    switchAccount(index: number) {
      devBitcoinKeys(index) // throws RangeError on a bad index before anything changes
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emitChange({ accounts: accounts() })
    },
    switchChain(next: BitcoinWalletChain) {
      if (!isBitcoinWalletChain(next)) throw new Error(`Unknown Bitcoin chain "${String(next)}"`)
      if (next === chain) return
      chain = next
      persist()
      if (connected) emitChange({ accounts: accounts(), chains: [chain] })
    },
    onChange(listener: StandardEventsListeners['change']): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type BitcoinWalletState = ReturnType<typeof createBitcoinWalletState>
