// What the server tells the frame page (a JSON data block in the page, which CSP does not treat as script): the login
// API's URL, the host origins allowed to embed it, and the chains' RPC endpoints and bundlers. The frame trusts nothing
// the host page sends about these.
export interface FrameChainConfig {
  /** CAIP-2: eip155:31337, solana:<genesis-hash prefix> */
  id: string
  rpcUrl: string
  name?: string
  /** An EVM chain's ERC-4337 smart account (SimpleAccount v0.8): where the frame sends user operations. */
  smartAccount?: FrameSmartAccountConfig
}

export interface FrameSmartAccountConfig {
  bundlerUrl: string
  entryPoint: `0x${string}`
  factory: `0x${string}`
}

export interface FrameConfig {
  apiUrl: string
  hostOrigins: string[]
  chains: FrameChainConfig[]
  /** The Farcaster auth relay the frame opens Sign In With Farcaster channels on; absent: no Farcaster login. */
  farcasterRelayUrl?: string
}

export const FRAME_CONFIG_ELEMENT_ID = 'foyer-frame-config'

export function readFrameConfig(doc: Document): FrameConfig {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) throw new Error('The wallet frame has no configuration')
  const parsed = JSON.parse(text) as FrameConfig
  if (typeof parsed.apiUrl !== 'string' || !Array.isArray(parsed.hostOrigins) || !Array.isArray(parsed.chains)) {
    throw new Error('The wallet frame configuration is malformed')
  }
  return parsed
}

export function chainOf(
  config: FrameConfig,
  namespace: string,
  chainId: number | string,
): FrameChainConfig | undefined {
  const id = `${namespace}:${String(chainId)}`
  return config.chains.find((chain) => chain.id === id)
}
