import type { ChainNamespace, OnrampOptions } from '@foyer/core'

type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]

/**
 * What can be bought for an account of `namespace`: each currency with only the networks of that namespace (a
 * Solana address cannot receive on Ethereum), and the currencies left with none dropped. A network whose chain the
 * provider does not name (chainId null) stays: the provider's own checkout decides there.
 */
export function sellableOnNamespace(
  currencies: readonly PurchaseCurrency[],
  namespace: ChainNamespace,
): PurchaseCurrency[] {
  return currencies
    .map((c) => ({
      ...c,
      networks: c.networks.filter((n) => n.chainId === null || n.chainId.startsWith(`${namespace}:`)),
    }))
    .filter((c) => c.networks.length > 0)
}
