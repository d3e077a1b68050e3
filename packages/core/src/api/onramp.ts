// Buy (spec §7): the onramp options, a quote, and the provider's checkout URL, from the app's blockchain API. Spec §3
// gives the answers' fields; the server adds which providers sell (`providers`), whether the options are its built-in
// sample (`sample`, spec §8's fallback) and whether a quote is mocked (`mocked`), so the Buy view can say so.
import { apiRequest, type BlockchainApiConfig } from './api-request.js'

export interface OnrampAmount {
  amount: string
  currency: string
}

export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
  /** The provider failed and this is spec §8's mocked quote: not a price anyone will pay. */
  mocked: boolean
}

export interface OnrampPaymentMethodLimit {
  id: string
  min: string
  max: string
}

export interface OnrampNetwork {
  name: string
  displayName: string
  /** CAIP-2, when the server knows which chain the provider's network is. */
  chainId: string | null
}

export interface OnrampProviderInfo {
  id: string
  name: string
  /** A development stand-in: no real money moves. */
  development: boolean
}

export interface OnrampOptions {
  paymentCurrencies: { id: string; payment_method_limits: OnrampPaymentMethodLimit[] }[]
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: OnrampNetwork[] }[]
  providers: OnrampProviderInfo[]
  /** The server's built-in sample (its provider failed or none is configured). */
  sample: boolean
}

export interface GetOnrampQuoteParameters {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat amount, e.g. '100' or '25.50'. */
  amount: string
  network?: string
}

export interface GenerateOnrampUrlParameters {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  defaultNetwork?: string
  defaultAsset?: string
  fiatCurrency?: string
  partnerUserId?: string
  defaultExperience?: 'buy'
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

const array = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

export async function getOnrampOptions(config: BlockchainApiConfig): Promise<OnrampOptions> {
  const answer = await apiRequest<Partial<OnrampOptions>>(config, { path: 'v1/onramp/options' })
  return {
    paymentCurrencies: array<OnrampOptions['paymentCurrencies'][number]>(answer.paymentCurrencies).map((c) => ({
      id: c.id,
      payment_method_limits: array(c.payment_method_limits),
    })),
    purchaseCurrencies: array<OnrampOptions['purchaseCurrencies'][number]>(answer.purchaseCurrencies).map((c) => ({
      ...c,
      networks: array(c.networks),
    })),
    providers: array(answer.providers),
    sample: answer.sample === true,
  }
}

export async function getOnrampQuote(
  config: BlockchainApiConfig,
  parameters: GetOnrampQuoteParameters,
): Promise<OnrampQuote> {
  const answer = await apiRequest<Omit<OnrampQuote, 'mocked'> & { mocked?: boolean }>(config, {
    method: 'POST',
    path: 'v1/onramp/quote',
    body: { ...parameters, projectId: config.projectId },
  })
  return { ...answer, mocked: answer.mocked === true }
}

export async function generateOnrampUrl(
  config: BlockchainApiConfig,
  parameters: GenerateOnrampUrlParameters,
): Promise<string> {
  const answer = await apiRequest<{ url?: unknown }>(config, {
    method: 'POST',
    path: 'v1/generators/onrampurl',
    body: { defaultExperience: 'buy', ...parameters, projectId: config.projectId },
  })
  if (typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url))
    throw new Error('The onramp URL the API answered is not an http(s) URL')
  return answer.url
}
