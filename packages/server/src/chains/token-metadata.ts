// Name, symbol and icon of a token from the configured token lists, by CAIP-10 id (or `<caip2>:native`).
import type { FoyerServerConfig, TokenConfig } from '../config/config-schema.js'

export function tokenMetadata(
  config: FoyerServerConfig,
  id: string,
): Pick<TokenConfig, 'name' | 'symbol' | 'iconUrl' | 'decimals'> | undefined {
  const cut = id.lastIndexOf(':')
  if (cut < 0) return undefined
  const chainId = id.slice(0, cut)
  const address = id.slice(cut + 1)
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  if (!chain) return undefined
  if (address === 'native') {
    return chain.nativeCurrency ? { ...chain.nativeCurrency, iconUrl: chain.nativeIconUrl } : undefined
  }
  const evm = chainId.startsWith('eip155:')
  return chain.tokens.find((token) =>
    evm ? token.address.toLowerCase() === address.toLowerCase() : token.address === address,
  )
}
