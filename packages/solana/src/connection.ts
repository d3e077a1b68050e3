// Connecting a Wallet Standard wallet: the prompt (bounded, a late approval undone), the silent reconnect after a
// reload, disconnect, and which Solana network the connection uses.
import type { ChainDefinition, ConnectResult } from '@foyer/core'
import { FoyerError, FoyerOptionsError } from '@foyer/core'
import { createGuardedConnect, withWalletTimeout } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { dropConnection, type AdapterState } from './adapterState.js'
import { chainMatchesNetwork } from './chains.js'
import type { WalletDiscovery } from './discovery.js'
import { toConnectError } from './errors.js'
import { rpcUrlOf } from './rpcUrl.js'
import { isSolanaAddress } from './solanaAddress.js'
import { followWallet } from './walletEvents.js'
import { connectFeature, disconnectFeature, isSupportedWallet, solanaAccounts } from './wallets.js'

export interface ConnectionTimeouts {
  connectTimeoutMs: number
  registerWaitMs: number
  reconnectTimeoutMs: number
}

export function createConnectionMethods(
  state: AdapterState,
  discovery: () => WalletDiscovery | undefined,
  timeouts: ConnectionTimeouts,
) {
  const guardedConnect = createGuardedConnect()

  /** The network the wallet asked for when the account lists it, else the first network the account lists. */
  function chooseNetwork(account: WalletAccount, requested: number | string | undefined): ChainDefinition {
    const { networks } = state
    const wanted = requested === undefined ? undefined : networks.find((n) => String(n.id) === String(requested))
    const listed = (n: ChainDefinition) => account.chains.some((chain) => chainMatchesNetwork(chain, n))
    if (wanted && listed(wanted)) return wanted
    const first = networks.find(listed) ?? wanted ?? state.selectedNetwork ?? networks[0]
    if (!first) throw new FoyerOptionsError('networks: @foyer/solana needs at least one solana network')
    return first
  }

  function establish(
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    requested?: number | string,
  ): ConnectResult | undefined {
    const usable = solanaAccounts(accounts).filter((a) => isSolanaAddress(a.address))
    const account = usable[0]
    if (!account) return undefined
    const network = chooseNetwork(account, requested)
    dropConnection(state)
    const addresses = usable.map((a) => a.address)
    state.connection = { wallet, account, addresses, network, unsubscribe: followWallet(state, wallet) }
    state.selectedNetwork = network
    return { address: account.address, addresses, chainId: network.id }
  }

  return {
    async connect({ connectorId, chainId }: { connectorId: string; chainId?: number | string }) {
      const wallet = discovery()?.find(connectorId)
      if (!wallet) throw new FoyerError('CONNECTOR_NOT_FOUND')
      const connect = connectFeature(wallet)
      if (!connect || !isSupportedWallet(wallet)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return state.own.run(async () => {
        let accounts: readonly WalletAccount[]
        try {
          const output = await guardedConnect(connect.connect(), {
            timeoutMs: timeouts.connectTimeoutMs,
            what: 'the connection request',
            wallet: connectorId,
            // Reported as failed to the person: the wallet must not stay connected behind the UI's back.
            onLateAnswer: () => {
              if (state.connection?.wallet !== wallet)
                void disconnectFeature(wallet)
                  ?.disconnect()
                  .catch(() => undefined)
            },
          })
          accounts = output?.accounts ?? []
        } catch (error) {
          throw toConnectError(error)
        }
        const result = establish(wallet, accounts, chainId)
        if (!result)
          throw new FoyerError('CONNECT_FAILED', {
            cause: new Error(`The wallet answered no Solana account (${accounts.length} accounts)`),
          })
        return result
      })
    },

    async reconnect({ connectorId }: { connectorId: string }) {
      const wallet = await discovery()?.waitFor(connectorId, timeouts.registerWaitMs)
      const connect = wallet && connectFeature(wallet)
      if (!wallet || !connect || !isSupportedWallet(wallet)) return null
      return state.own.run(async () => {
        try {
          const output = await withWalletTimeout(
            connect.connect({ silent: true }),
            timeouts.reconnectTimeoutMs,
            'the reconnection',
          )
          return establish(wallet, output?.accounts ?? []) ?? null
        } catch (error) {
          state.ctx?.logger.debug('[foyer/solana] reconnect failed', error)
          return null
        }
      })
    },

    async disconnect() {
      const current = state.connection
      if (!current) return
      await state.own.run(async () => {
        // The public key is gone whatever the wallet answers (spec §4).
        dropConnection(state)
        try {
          await disconnectFeature(current.wallet)?.disconnect()
        } catch (error) {
          throw new FoyerError('DISCONNECT_FAILED', { cause: error })
        }
      })
    },

    async switchNetwork(network: ChainDefinition) {
      // Wallets do not switch clusters: the adapter just uses the network's RPC from now on.
      rpcUrlOf(network)
      state.selectedNetwork = network
      if (state.connection) state.connection.network = network
    },
  }
}
