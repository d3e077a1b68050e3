// Connecting a Wallet Standard Bitcoin wallet: the prompt (bitcoin:connect with the payment and ordinals purposes,
// or standard:connect; bounded, a late approval undone), the silent reconnect after a reload, disconnect, and the
// network the connection uses.
import type { ChainDefinition, ConnectResult } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createGuardedConnect, withWalletTimeout } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { dropConnection, type AdapterState } from './adapterState.js'
import type { WalletDiscovery } from './discovery.js'
import { toConnectError } from './errors.js'
import { loadRuntime, type Runtime } from './lazyRuntime.js'
import { requireNetworkInfo } from './networks.js'
import { bitcoinConnectFeature, disconnectFeature, standardConnectFeature } from './walletFeatures.js'
import { followWallet } from './walletEvents.js'
import { isSupportedWallet } from './wallets.js'

export interface ConnectionTimeouts {
  connectTimeoutMs: number
  registerWaitMs: number
  reconnectTimeoutMs: number
}

/** The wallet cannot move its account to the network asked for (Bitcoin wallets have no standard network switch). */
export class BitcoinNetworkSwitchError extends Error {
  constructor(walletName: string, network: ChainDefinition) {
    super(`${walletName} cannot switch to ${network.name}: change the network in the wallet, then connect again`)
    this.name = 'BitcoinNetworkSwitchError'
  }
}

async function askAccounts(wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[]> {
  const bitcoinConnect = bitcoinConnectFeature(wallet)
  if (bitcoinConnect && !silent) return (await bitcoinConnect.connect({ purposes: ['payment', 'ordinals'] })).accounts
  const standardConnect = standardConnectFeature(wallet)
  if (standardConnect) return (await standardConnect.connect(silent ? { silent: true } : undefined)).accounts
  // bitcoin:connect has no silent form: the accounts the wallet already shows this app are the authorised ones.
  return wallet.accounts
}

export function createConnectionMethods(
  state: AdapterState,
  discovery: () => WalletDiscovery | undefined,
  timeouts: ConnectionTimeouts,
) {
  const guardedConnect = createGuardedConnect()

  function establish(
    runtime: Runtime,
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    requested?: number | string,
  ): ConnectResult | undefined {
    const sorted = runtime.sortAccounts(accounts)
    if (!sorted) return undefined
    const choice = runtime.chooseNetwork(sorted.payment, state.networks, requested ?? state.selectedNetwork?.id)
    const network = 'network' in choice ? choice.network : (state.selectedNetwork ?? state.networks[0]!)
    dropConnection(state)
    state.connection = {
      wallet,
      account: sorted.payment,
      ordinals: sorted.ordinals,
      addresses: sorted.addresses,
      network,
      unsubscribe: followWallet(state, wallet),
    }
    state.selectedNetwork = network
    const chainId = 'network' in choice ? network.id : choice.unsupportedChainId
    return { address: sorted.payment.address, addresses: sorted.addresses, accountTypes: sorted.accountTypes, chainId }
  }

  return {
    async connect({ connectorId, chainId }: { connectorId: string; chainId?: number | string }) {
      const wallet = discovery()?.find(connectorId)
      if (!wallet) throw new FoyerError('CONNECTOR_NOT_FOUND')
      if (!isSupportedWallet(wallet)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return state.own.run(async () => {
        const runtime = await loadRuntime()
        let accounts: readonly WalletAccount[]
        try {
          accounts = await guardedConnect(askAccounts(wallet, false), {
            timeoutMs: timeouts.connectTimeoutMs,
            what: 'the connection request',
            wallet: connectorId,
            onLateAnswer: () => {
              if (state.connection?.wallet !== wallet)
                void disconnectFeature(wallet)
                  ?.disconnect()
                  .catch(() => undefined)
            },
          })
        } catch (error) {
          throw toConnectError(error)
        }
        const result = establish(runtime, wallet, accounts ?? [], chainId)
        if (!result)
          throw new FoyerError('CONNECT_FAILED', {
            cause: new Error(`The wallet answered no Bitcoin account (${accounts?.length ?? 0} accounts)`),
          })
        return result
      })
    },

    async reconnect({ connectorId }: { connectorId: string }) {
      const wallet = await discovery()?.waitFor(connectorId, timeouts.registerWaitMs)
      if (!wallet || !isSupportedWallet(wallet)) return null
      return state.own.run(async () => {
        try {
          const runtime = await loadRuntime()
          const accounts = await withWalletTimeout(
            askAccounts(wallet, true),
            timeouts.reconnectTimeoutMs,
            'the reconnection',
          )
          return establish(runtime, wallet, accounts ?? []) ?? null
        } catch (error) {
          state.ctx?.logger.debug('[foyer/bitcoin] reconnect failed', error)
          return null
        }
      })
    },

    async disconnect() {
      const current = state.connection
      if (!current) return
      await state.own.run(async () => {
        dropConnection(state)
        try {
          await disconnectFeature(current.wallet)?.disconnect()
        } catch (error) {
          throw new FoyerError('DISCONNECT_FAILED', { cause: error })
        }
      })
    },

    /**
     * Before connecting, only records the network. Connected, the account must fit the network (its address is of
     * that network and it lists the chain): testnet and signet share addresses; otherwise the wallet must move.
     */
    async switchNetwork(network: ChainDefinition) {
      requireNetworkInfo(network)
      const { connection } = state
      if (connection && !(await loadRuntime()).accountFits(connection.account, network))
        throw new BitcoinNetworkSwitchError(connection.wallet.name, network)
      state.selectedNetwork = network
      if (connection) connection.network = network
    },
  }
}
