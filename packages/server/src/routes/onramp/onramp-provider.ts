// The one interface every onramp provider implements, and the answer shapes of spec §3 the routes return. The devnet
// uses the sandbox provider (sandbox-onramp-provider.ts), production Coinbase Onramp (coinbase-onramp-provider.ts).
// To add a provider: implement OnrampProvider, add its config block to onrampConfigSchema (onramp-config.ts) and a
// case to createOnrampProvider (onramp-providers.ts).

import type {
  OnrampAmount,
  OnrampNetwork,
  OnrampPaymentMethodLimit,
  OnrampProviderInfo,
  OnrampQuote,
} from '@foyer/core'

// The answer shapes are core's (its blockchain API client reads them), so the server and the client cannot drift apart.
export type { OnrampAmount, OnrampNetwork, OnrampProviderInfo, OnrampQuote }
/** A payment method's limits: decimal strings in the payment currency, e.g. '10.00'. */
export type PaymentMethodLimit = OnrampPaymentMethodLimit

/** Spec §3 "Onramp options". */
export interface OnrampOptions {
  paymentCurrencies: { id: string; payment_method_limits: PaymentMethodLimit[] }[]
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: OnrampNetwork[] }[]
}

export interface OnrampQuoteRequest {
  purchaseCurrency: string
  /** Upper-case ISO 4217. */
  paymentCurrency: string
  /** Fiat amount, a decimal string with at most two decimals. */
  amount: string
  network?: string
}

export interface OnrampUrlRequest {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  defaultNetwork?: string
  defaultAsset?: string
  fiatCurrency?: string
  partnerUserId?: string
  defaultExperience: 'buy' | 'send'
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export interface OnrampUrlContext {
  projectId: string
  /** This server's origin as the browser reached it, for providers whose checkout it serves itself. */
  origin: string
}

export interface OnrampProvider {
  readonly info: OnrampProviderInfo
  getOptions(): Promise<OnrampOptions>
  /** Throws BadRequestError for input the provider refuses (e.g. an amount off its limits), anything else on failure. */
  getQuote(request: OnrampQuoteRequest): Promise<Omit<OnrampQuote, 'mocked'>>
  createUrl(request: OnrampUrlRequest, context: OnrampUrlContext): Promise<string>
}
