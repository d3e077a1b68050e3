// Spec §8: "Onramp options fall back to a built-in sample. A failed onramp quote returns a mocked quote." The sample
// carries §9's fallback limits (USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00) and §9's onramp provider
// chains; the mocked quote is marked `mocked: true` so the modal can say it is not a real price.
import type { OnrampNetwork, OnrampOptions, OnrampQuote, OnrampQuoteRequest } from './onramp-provider.js'

/** Spec §9 "Onramp provider chains", with the EVM chain each one is. */
export const ONRAMP_PROVIDER_CHAINS = [
  { name: 'ethereum', displayName: 'Ethereum', chainId: 'eip155:1' },
  { name: 'arbitrum', displayName: 'Arbitrum', chainId: 'eip155:42161' },
  { name: 'polygon', displayName: 'Polygon', chainId: 'eip155:137' },
  { name: 'berachain', displayName: 'Berachain', chainId: 'eip155:80094' },
  { name: 'avalanche-c-chain', displayName: 'Avalanche C-Chain', chainId: 'eip155:43114' },
  { name: 'optimism', displayName: 'Optimism', chainId: 'eip155:10' },
  { name: 'celo', displayName: 'Celo', chainId: 'eip155:42220' },
  { name: 'base', displayName: 'Base', chainId: 'eip155:8453' },
] as const satisfies readonly OnrampNetwork[]

/** Spec §9: "The fallback is ethereum." */
export const FALLBACK_ONRAMP_NETWORK = 'ethereum'

/** A network name the provider chains know, else the fallback. */
export function onrampNetworkOrFallback(name: string | undefined): string {
  return ONRAMP_PROVIDER_CHAINS.some((chain) => chain.name === name) ? name! : FALLBACK_ONRAMP_NETWORK
}

const FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]

const networks = (names: readonly string[]): OnrampNetwork[] =>
  ONRAMP_PROVIDER_CHAINS.filter((chain) => names.includes(chain.name)).map((chain) => ({ ...chain }))

/** A fresh copy each call, so no caller can change the sample for the next. */
export function sampleOnrampOptions(): OnrampOptions {
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: FALLBACK_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ethereum',
        symbol: 'ETH',
        networks: networks(['ethereum', 'arbitrum', 'optimism', 'base']),
      },
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: networks(ONRAMP_PROVIDER_CHAINS.map((chain) => chain.name)),
      },
    ],
  }
}

/**
 * What a failed quote answers: the amount asked as subtotal and total, no fees, and no purchase amount (0), since
 * without the provider there is no price to convert at. The modal shows it as an estimate that is not one.
 */
export function mockedOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
  const fiat = (amount: string) => ({ amount, currency: request.paymentCurrency })
  const amount = Number(request.amount).toFixed(2)
  return {
    coinbaseFee: fiat('0.00'),
    networkFee: fiat('0.00'),
    paymentSubtotal: fiat(amount),
    paymentTotal: fiat(amount),
    purchaseAmount: { amount: '0', currency: request.purchaseCurrency },
    quoteId: 'mocked-quote',
    mocked: true,
  }
}
