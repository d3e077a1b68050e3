// Switching the wallet's network. An injected wallet is asked directly (EIP-3326, adding the chain first when it does
// not know it; see switchEthereumChain.ts) because wagmi's switchChain adds only chains in the config and trusts the
// wallet's event; other connectors (a host's SDK or WalletConnect connector) go through wagmi.
import type { ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { withWalletTimeout } from '@foyer/core/internal'
import { switchChain as wagmiSwitchChain, type Config } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from './chains.js'
import { providerOf } from './connection.js'
import { toWalletError } from './errors.js'
import { isEip1193Provider, switchEthereumChain } from './switchEthereumChain.js'
import { currentConnection } from './wallet-events.js'

export interface NetworkSwitchContext {
  config: Config
  connectTimeoutMs: number
  /** Set when the adapter built the config: a chain the app did not list is added to it first. */
  addChain?: (chain: Chain) => void
}

export async function switchWalletNetwork(c: NetworkSwitchContext, network: ChainDefinition): Promise<void> {
  const connection = currentConnection(c.config)
  if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
  const chain = toViemChain(network)
  c.addChain?.(chain)
  if (connection.chainId === chain.id) return
  const connector = connection.connector
  try {
    if (connector.type === 'injected') {
      const provider = await providerOf(connector)
      if (!isEip1193Provider(provider)) throw new FoyerError('PROVIDER_NOT_FOUND')
      await withWalletTimeout(switchEthereumChain(provider, chain), c.connectTimeoutMs, 'the network switch')
      // Some wallets switch without emitting chainChanged; tell wagmi (and through it, us) ourselves.
      connector.emitter.emit('change', { chainId: chain.id })
    } else {
      await withWalletTimeout(
        wagmiSwitchChain(c.config, { chainId: chain.id, connector }),
        c.connectTimeoutMs,
        'the network switch',
      )
    }
  } catch (error) {
    throw toWalletError(error)
  }
}
