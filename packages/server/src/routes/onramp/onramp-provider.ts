// The one interface every onramp provider implements, and the answer shapes of spec §3 the routes return. The devnet
// uses the sandbox provider (sandbox-onramp-provider.ts), production Coinbase Onramp (coinbase-onramp-provider.ts).
// To add a provider: implement OnrampProvider, add its config block to onrampConfigSchema (onramp-config.ts) and a
// case to createOnrampProvider (onramp-providers.ts).

/** A money amount as the spec's quote carries it: a decimal string and its currency. */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** Spec §3 "Onramp quote". `mocked` is Foyer's: the provider failed and this is the spec's stand-in quote. */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
  mocked?: true
}

export interface PaymentMethodLimit {
  /** 'card', 'bank_account', … */
  id: string
  /** Decimal strings in the payment currency, e.g. '10.00'. */
  min: string
  max: string
}

export interface OnrampNetwork {
  /** The provider's network name (spec §9 onramp provider chains: ethereum, base, …). */
  name: string
  displayName: string
  /** CAIP-2, when the provider says which chain the network is. */
  chainId: string | null
}

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

/** Who sells: shown in the Buy view's provider list. */
export interface OnrampProviderInfo {
  id: string
  name: string
  /** A development stand-in (no real money): the view says so. */
  development: boolean
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
