// Chains: CAIP ids and the spec's chain definition (§3).

/** CAIP-2 namespace. The ones Foyer ships chains for are listed; others are accepted. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | (string & {})

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The spec's chain definition (§3). */
export interface ChainDefinition {
  id: number | string
  name: string
  network: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
    string,
    { http: readonly string[]; webSocket?: readonly string[] }
  >
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** Optional icon (a data: URL or same-origin path; never a remote vendor host by default). */
  imageUrl?: string
}
