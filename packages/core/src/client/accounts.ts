// The accounts store, one entry per namespace, and the rules for what a wallet's answer does to it.
import { formatCaipAddress, formatCaipNetworkId } from '../caip.js'
import { FoyerError } from '../errors.js'
import { WC_CONNECTOR_ID } from '../walletconnect/namespaces.js'
import { initialAccountState } from '../stores.js'
import type { AccountState, AccountType, CaipNetworkId, ChainNamespace, ConnectResult } from '../types.js'
import type { ClientContext } from './context.js'
import { closeModal, openModal } from './modal.js'
import { forgetConnection, rememberActiveNetwork } from './persistence.js'
import { settleConnection } from './transitions.js'

/** Wallets connected through an extension or WalletConnect are plain accounts; smart accounts come with the embedded wallet. */
export const CONNECTED_WALLET_ACCOUNT_TYPE: AccountType = 'eoa'

/** allAccounts of a wallet's answer: each address with the type the adapter named (Bitcoin's payment / ordinal), else eoa. */
export const walletAccounts = (
  ns: ChainNamespace,
  addresses: readonly string[],
  types: Readonly<Record<string, AccountType>> | undefined,
): AccountState['allAccounts'] =>
  addresses.map((address) => ({
    address,
    type: (types && Object.hasOwn(types, address) ? types[address] : undefined) ?? CONNECTED_WALLET_ACCOUNT_TYPE,
    namespace: ns,
  }))

export const accountOf = (ctx: ClientContext, ns: ChainNamespace): AccountState =>
  ctx.stores.accounts.getState()[ns] ?? initialAccountState(ns)

export const setAccount = (ctx: ClientContext, ns: ChainNamespace, patch: Partial<AccountState>): void =>
  ctx.stores.accounts.setState((s) => ({ ...s, [ns]: { ...(s[ns] ?? initialAccountState(ns)), ...patch } }))

export const connectedNamespaces = (ctx: ClientContext): ChainNamespace[] =>
  Object.entries(ctx.stores.accounts.getState())
    .filter(([, a]) => a.status === 'connected')
    .map(([ns]) => ns)

/** The network a namespace's account is on, or the namespace's first listed one. */
export function networkOf(ctx: ClientContext, ns: ChainNamespace) {
  const { activeNetwork } = ctx.stores.chains.getState()
  return activeNetwork.chainNamespace === ns ? activeNetwork : ctx.options.networks.find((n) => n.chainNamespace === ns)
}

/** The wallet is on a chain the app does not list, and the app did not allow that. */
export const isUnsupportedBlocking = (ctx: ClientContext): boolean =>
  ctx.stores.chains.getState().unsupportedChainId !== undefined && !ctx.options.allowUnsupportedChain

/** The CAIP-2 chain `ns`'s account is on (from its CAIP address), or undefined when not connected. */
export function chainOfAccount(ctx: ClientContext, ns: ChainNamespace): CaipNetworkId | undefined {
  const caip = accountOf(ctx, ns).caipAddress
  return caip ? (caip.split(':').slice(0, 2).join(':') as CaipNetworkId) : undefined
}

/**
 * The chain `ns`'s wallet is on now: its CAIP address's, else the namespace's network. On a chain the app does not
 * list the active network stays put, so only this tells that the wallet has left it.
 */
export function currentChainOf(ctx: ClientContext, ns: ChainNamespace): CaipNetworkId | undefined {
  return chainOfAccount(ctx, ns) ?? networkOf(ctx, ns)?.caipNetworkId
}

/** Applies the chain the wallet is on: a listed network becomes active, anything else is "unsupported". */
export function applyChain(ctx: ClientContext, ns: ChainNamespace, chainId: number | string): void {
  const { stores, options } = ctx
  const network = options.networks.find((n) => n.chainNamespace === ns && String(n.id) === String(chainId))
  const { address } = accountOf(ctx, ns)
  let caipChain: CaipNetworkId
  try {
    caipChain = formatCaipNetworkId(ns, chainId)
  } catch {
    throw new FoyerError('CONNECT_FAILED', { detail: '' })
  }
  if (address) setAccount(ctx, ns, { caipAddress: formatCaipAddress(caipChain, address) })
  if (network) {
    const wasUnsupported = stores.chains.getState().unsupportedChainId !== undefined
    stores.chains.setState({ activeNetwork: network, activeNamespace: ns, unsupportedChainId: undefined })
    rememberActiveNetwork(ctx, network.caipNetworkId)
    if (wasUnsupported && stores.router.getState().view === 'UnsupportedChain' && stores.modal.getState().open)
      closeModal(ctx)
    return
  }
  stores.chains.setState({ activeNamespace: ns, unsupportedChainId: caipChain })
  if (!options.allowUnsupportedChain) {
    stores.router.setState({ view: 'UnsupportedChain', data: undefined, history: [] })
    openModal(ctx, { keepView: true })
  }
}

/** Records a wallet's connect (or reconnect) answer for `ns`, rejecting answers no wallet should give. */
export function applyConnected(ctx: ClientContext, ns: ChainNamespace, connectorId: string, result: ConnectResult) {
  if (!result || typeof result.address !== 'string' || result.address.length === 0)
    throw new FoyerError('CONNECT_FAILED')
  if (result.chainId === undefined || result.chainId === null || !/^[-_a-zA-Z0-9]{1,32}$/.test(String(result.chainId)))
    throw new FoyerError('CONNECT_FAILED')
  const addresses = (result.addresses?.length ? result.addresses : [result.address]).filter(
    (a) => typeof a === 'string',
  )
  setAccount(ctx, ns, {
    status: 'connected',
    address: result.address,
    connectorId,
    allAccounts: walletAccounts(ns, addresses, result.accountTypes),
  })
  applyChain(ctx, ns, result.chainId)
}

/** Forgets `ns`'s account (store and persisted connection); the connection status follows what is left. */
export function clearNamespace(ctx: ClientContext, ns: ChainNamespace): void {
  // Replaced, not merged: fields only some accounts have (profileName, …) must not outlive the account.
  ctx.stores.accounts.setState((s) => ({ ...s, [ns]: initialAccountState(ns) }))
  forgetConnection(ctx, ns)
  if (ctx.stores.chains.getState().activeNamespace === ns) ctx.stores.chains.setState({ unsupportedChainId: undefined })
  settleConnection(ctx, { keepRecentWallet: true })
}

/** Whether `ns` is connected (or being restored) through the WalletConnect session rather than its adapter. */
export const usesWalletConnect = (ctx: ClientContext, ns: ChainNamespace): boolean =>
  !!ctx.wc && accountOf(ctx, ns).connectorId === WC_CONNECTOR_ID && accountOf(ctx, ns).status !== 'disconnected'
