// The pure parts of WalletConnect: what core asks a wallet for, what it reads back from a session, and the pairing
// URI's expiry. No SDK import here (type shapes are written out), so this stays cheap and unit-testable.
import type { ChainDefinition, ChainNamespace, Connector, RecentWallet } from '../types.js'
import { walletIconOf } from '../wallet-icon.js'

/** Namespaces a WalletConnect session can carry for Foyer (those the adapters can use). */
export const WC_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export const WC_CONNECTOR_ID = 'walletConnect'

export const WC_METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_accounts',
    'eth_chainId',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
}

export const WC_EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
}

export interface WcNamespaceRequest {
  chains: string[]
  methods: string[]
  events: string[]
  /** chain reference → RPC URL, for every chain (never WalletConnect's hosted RPC). */
  rpcMap: Record<string, string>
}

/** The namespaces of the app's networks that WalletConnect can carry. */
export function wcNamespacesOf(networks: readonly ChainDefinition[]): ChainNamespace[] {
  return WC_NAMESPACES.filter((ns) => networks.some((n) => n.chainNamespace === ns))
}

/** The connector core adds when `options.walletConnect` is set, or undefined when no network can go through it. */
export function walletConnectConnector(networks: readonly ChainDefinition[]): Connector | undefined {
  const chains = wcNamespacesOf(networks)
  if (chains.length === 0) return undefined
  return { id: WC_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chains, installed: true }
}

/**
 * `optionalNamespaces` for `provider.connect`: every listed network of each namespace, with an rpcMap entry for each.
 * The active network goes first, so a wallet that picks the first chain lands on the one the app shows.
 */
export function buildOptionalNamespaces(
  networks: readonly ChainDefinition[],
  activeNetwork?: ChainDefinition,
): Record<string, WcNamespaceRequest> {
  const result: Record<string, WcNamespaceRequest> = {}
  for (const ns of wcNamespacesOf(networks)) {
    const list = networks.filter((n) => n.chainNamespace === ns)
    if (activeNetwork?.chainNamespace === ns)
      list.sort((a, b) => Number(b === activeNetwork) - Number(a === activeNetwork))
    const rpcMap: Record<string, string> = {}
    for (const n of list) {
      const url = n.rpcUrls.default.http[0]
      if (url) rpcMap[String(n.id)] = url
    }
    result[ns] = {
      chains: list.map((n) => n.caipNetworkId),
      methods: [...(WC_METHODS[ns] ?? [])],
      events: [...(WC_EVENTS[ns] ?? [])],
      rpcMap,
    }
  }
  return result
}

/** The session's namespaces as the SDK stores them. */
export type WcSessionNamespaces = Record<string, { accounts?: string[]; chains?: string[] } | undefined>

export interface WcNamespaceAccounts {
  namespace: ChainNamespace
  /** Chain reference of the first account (the wallet's active chain). */
  chainId: string
  /** Distinct addresses, the first account's first. */
  addresses: string[]
}

/** Reads `namespace:reference:address` accounts, grouped per namespace; ignores malformed entries. */
export function sessionAccounts(
  namespaces: WcSessionNamespaces | undefined,
  preferredChain?: Record<string, string>,
): WcNamespaceAccounts[] {
  const out: WcNamespaceAccounts[] = []
  for (const [key, value] of Object.entries(namespaces ?? {})) {
    const parsed = (value?.accounts ?? [])
      .map((a) => (typeof a === 'string' ? a.split(':') : []))
      .filter((parts) => parts.length === 3 && parts.every((p) => p.length > 0))
    const ns = key.includes(':') ? key.split(':')[0]! : key
    const ofNs = parsed.filter((p) => p[0] === ns)
    if (ofNs.length === 0) continue
    const preferred = preferredChain?.[ns]
    const first = ofNs.find((p) => p[1] === preferred) ?? ofNs[0]!
    const addresses = [...new Set([first[2]!, ...ofNs.filter((p) => p[1] === first[1]).map((p) => p[2]!)])]
    out.push({ namespace: ns, chainId: first[1]!, addresses })
  }
  return out
}

/** `expiryTimestamp` (seconds) of a `wc:` pairing URI, in ms since the epoch, or undefined. */
export function pairingExpiryOf(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return match ? Number(match[1]) * 1000 : undefined
}

/** The pairing topic of a `wc:` URI. */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-fA-F]+)@/.exec(uri)?.[1]
}

export interface WcPeerMetadata {
  name?: string
  url?: string
  icons?: string[]
  redirect?: { native?: string; universal?: string }
}

/** A recent-wallet entry for a WalletConnect peer: id from its url's host, else its name. */
export function recentWalletOf(peer: WcPeerMetadata | undefined): RecentWallet {
  let host: string | undefined
  try {
    host = peer?.url ? new URL(peer.url).host || undefined : undefined
  } catch {
    host = undefined
  }
  const name = typeof peer?.name === 'string' && peer.name ? peer.name : 'WalletConnect'
  const id = `wc:${host ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  // Only an icon carried in the metadata itself: a peer's icons are usually URLs on its own server (wallet-icon.ts).
  const icon = peer?.icons?.map(walletIconOf).find((i) => i !== undefined)
  return icon ? { id, name, imageUrl: icon } : { id, name }
}

/**
 * The link the view records when the person opened the bare `wc:` URI (no wallet-specific link known): the OS handed
 * it to whichever wallet claims `wc:`.
 */
export const GENERIC_WC_LINK = 'wc:'

/**
 * The deep link a later request should open: a wallet link the view chose, else the wallet's own redirect, else the
 * generic `wc:` link the person opened (once the wallet answered, its redirect names it better).
 */
export function linkingOf(
  current: { name: string; href: string } | undefined,
  peer: WcPeerMetadata | undefined,
): { name: string; href: string } | undefined {
  if (current && current.href !== GENERIC_WC_LINK) return current
  const href = peer?.redirect?.native || peer?.redirect?.universal
  return href ? { name: peer?.name ?? 'WalletConnect', href } : current
}

/** A chain id as the wallet sent it in chainChanged (number, hex or decimal string, or CAIP-2) → reference. */
export function chainReferenceOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string' || value.length === 0) return undefined
  const ref = value.includes(':') ? value.split(':')[1]! : value
  if (/^0x[0-9a-fA-F]+$/.test(ref)) return String(parseInt(ref, 16))
  return ref
}

/** True for the SDK's "the user said no" (code 5000–5002, "User rejected."). */
export function isWcRejection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  if (e && typeof e.code === 'number' && e.code >= 5000 && e.code <= 5002) return true
  return typeof e?.message === 'string' && /rejected/i.test(e.message)
}
