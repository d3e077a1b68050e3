// Coinbase Onramp (https://docs.cdp.coinbase.com/api-reference/rest-api/onramp-offramp): GET /v1/buy/options
// (payment_currencies with their limits, purchase_currencies with their networks), POST /v1/buy/quote (camelCase
// request, answered with snake_case { value, currency } amounts and quote_id), and the onramp URL, which since July
// 2025 must carry a session token from POST /v1/token. Field names are mapped to spec §3's here, and only here.
import { UpstreamError } from '../../app/errors.js'
import { createCdpJwtSigner } from './coinbase-cdp-jwt.js'
import type { CoinbaseOnrampConfig } from './onramp-config.js'
import { onrampNetworkOrFallback } from './onramp-fallback.js'
import type { OnrampAmount, OnrampOptions, OnrampProvider } from './onramp-provider.js'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** Coinbase answers `{ value, currency }`; the spec's quote says `{ amount, currency }`. */
function amountOf(value: unknown, field: string): OnrampAmount {
  if (!isObject(value) || text(value.value ?? value.amount) === '' || text(value.currency) === '')
    throw new UpstreamError(`Onramp provider Coinbase answered without ${field}`)
  return { amount: text(value.value ?? value.amount), currency: text(value.currency) }
}

/** A network's chain id: EVM chains are given as a decimal id, Solana by name. */
function caip2Of(network: Json): string | null {
  const chainId = text(network.chain_id ?? network.chainId)
  if (/^[1-9][0-9]*$/.test(chainId)) return `eip155:${chainId}`
  if (text(network.name) === 'solana') return 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  return null
}

export function createCoinbaseOnrampProvider(
  config: CoinbaseOnrampConfig,
  fetchImpl: typeof fetch = fetch,
): OnrampProvider {
  const base = config.baseUrl.replace(/\/$/, '')
  const signer =
    config.apiKeyId && config.apiKeySecret ? createCdpJwtSigner(config.apiKeyId, config.apiKeySecret) : undefined

  async function call(path: string, init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: Json }) {
    const url = new URL(`${base}${path}`)
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
    let response: Response
    try {
      response = await fetchImpl(url, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${signer ? signer.tokenFor(init.method, url) : config.apiKey}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new UpstreamError(`Onramp provider Coinbase failed: ${(error as Error).message}`, { cause: error })
    }
    if (!response.ok) throw new UpstreamError(`Onramp provider Coinbase failed: HTTP ${response.status}`)
    const body = (await response.json().catch(() => null)) as unknown
    if (!isObject(body)) throw new UpstreamError('Onramp provider Coinbase answered something other than an object')
    return body
  }

  const region = () => ({ country: config.country, ...(config.subdivision ? { subdivision: config.subdivision } : {}) })

  return {
    info: { id: 'coinbase', name: 'Coinbase', development: false },

    async getOptions(): Promise<OnrampOptions> {
      const body = await call('/v1/buy/options', { method: 'GET', query: region() })
      const payment = list(body.payment_currencies ?? body.paymentCurrencies)
      const purchase = list(body.purchase_currencies ?? body.purchaseCurrencies)
      if (payment.length === 0 || purchase.length === 0)
        throw new UpstreamError('Onramp provider Coinbase answered no currencies')
      return {
        paymentCurrencies: payment.map((currency) => ({
          id: text(currency.id),
          payment_method_limits: list(currency.limits ?? currency.payment_method_limits).map((limit) => ({
            id: text(limit.id),
            min: text(limit.min),
            max: text(limit.max),
          })),
        })),
        purchaseCurrencies: purchase.map((currency) => ({
          id: text(currency.id),
          name: text(currency.name),
          symbol: text(currency.symbol),
          networks: list(currency.networks).map((network) => ({
            name: text(network.name),
            displayName: text(network.display_name ?? network.displayName) || text(network.name),
            chainId: caip2Of(network),
          })),
        })),
      }
    },

    async getQuote(request) {
      const body = await call('/v1/buy/quote', {
        method: 'POST',
        body: {
          purchaseCurrency: request.purchaseCurrency,
          purchaseNetwork: onrampNetworkOrFallback(request.network),
          paymentAmount: Number(request.amount).toFixed(2),
          paymentCurrency: request.paymentCurrency,
          paymentMethod: 'CARD',
          ...region(),
        },
      })
      const quoteId = text(body.quote_id ?? body.quoteId)
      if (quoteId === '') throw new UpstreamError('Onramp provider Coinbase answered without quote_id')
      return {
        coinbaseFee: amountOf(body.coinbase_fee ?? body.coinbaseFee, 'coinbase_fee'),
        networkFee: amountOf(body.network_fee ?? body.networkFee, 'network_fee'),
        paymentSubtotal: amountOf(body.payment_subtotal ?? body.paymentSubtotal, 'payment_subtotal'),
        paymentTotal: amountOf(body.payment_total ?? body.paymentTotal, 'payment_total'),
        purchaseAmount: amountOf(body.purchase_amount ?? body.purchaseAmount, 'purchase_amount'),
        quoteId,
      }
    },

    async createUrl(request) {
      const network = onrampNetworkOrFallback(request.defaultNetwork ?? request.destinationWallets[0]?.blockchains?.[0])
      const token = await call('/v1/token', {
        method: 'POST',
        body: {
          addresses: request.destinationWallets.map((wallet) => ({
            address: wallet.address,
            blockchains: wallet.blockchains?.length ? wallet.blockchains : [network],
          })),
          ...(request.defaultAsset ? { assets: [request.defaultAsset] } : {}),
        },
      })
      const sessionToken = text(token.token)
      if (sessionToken === '') throw new UpstreamError('Onramp provider Coinbase answered without a session token')
      const url = new URL('/buy/select-asset', config.payUrl)
      const params: Record<string, string | undefined> = {
        sessionToken,
        defaultNetwork: network,
        defaultAsset: request.defaultAsset,
        defaultExperience: request.defaultExperience,
        partnerUserId: request.partnerUserId,
        fiatCurrency: request.fiatCurrency,
        presetFiatAmount: request.presetFiatAmount?.toString(),
        presetCryptoAmount: request.presetCryptoAmount?.toString(),
      }
      for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
      return url.toString()
    },
  }
}
