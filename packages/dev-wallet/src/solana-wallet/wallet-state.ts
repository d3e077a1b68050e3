import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { solanaDevKeys } from './keys.js'
import type { rememberedConnection } from './remembered-connection.js'

const ACCOUNT_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction, SolanaSignIn] as const

/**
 * The selected account and whether the app is connected, remembered when asked to, and told to the app through the
 * Wallet Standard's `change` event.
 */
export function createSolanaWalletState(options: {
  chains: readonly IdentifierString[]
  accountIndex: number | undefined
  remembered: ReturnType<typeof rememberedConnection>
}) {
  const { chains, remembered } = options
  const stored = remembered?.read()
  // An explicit option wins over the remembered account, so a test that asks for account #2 gets it after any reload.
  let accountIndex = options.accountIndex ?? stored?.accountIndex ?? 0
  solanaDevKeys(accountIndex) // fails fast on a bad index
  let connected = stored?.connected ?? false
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountObjects = new Map<number, WalletAccount>()

  const persist = () => remembered?.write({ connected, accountIndex })

  function emitChange(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        // One app listener throwing must not stop the others (or the wallet) from hearing the event.
        console.error('[Foyer Dev Wallet] a Solana "change" listener threw', error)
      }
    }
  }

  function account(index: number): WalletAccount {
    let value = accountObjects.get(index)
    if (!value) {
      const { address, publicKey } = solanaDevKeys(index)
      // One frozen object per account, so an app comparing accounts by identity sees "same account" across events.
      value = new ReadonlyWalletAccount({ address, publicKey, chains, features: ACCOUNT_FEATURES })
      accountObjects.set(index, value)
    }
    return value
  }

  const accounts = (): readonly WalletAccount[] => (connected ? [account(accountIndex)] : [])

  return {
    get accountIndex() {
      return accountIndex
    },
    get connected() {
      return connected
    },
    /** The selected account's base58 address. */
    get address() {
      return solanaDevKeys(accountIndex).address
    },
    account,
    accounts,
    setConnected(value: boolean) {
      if (connected === value) return
      connected = value
      persist()
      emitChange({ accounts: accounts() })
    },
    switchAccount(index: number) {
      solanaDevKeys(index) // throws RangeError on a bad index before anything changes
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emitChange({ accounts: accounts() })
    },
    onChange(listener: StandardEventsListeners['change']): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type SolanaWalletState = ReturnType<typeof createSolanaWalletState>
