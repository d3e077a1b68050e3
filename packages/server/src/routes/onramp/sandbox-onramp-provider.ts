// The devnet's onramp provider: a development stand-in for a real one (its name and the view say so). Its options
// and quotes come from config (fixed prices, a 1 % fee and a 0.10 network fee); its checkout page is served by this
// server (sandbox-checkout-routes.ts), and "paying" there sends the asset from a funded devnet account to the
// destination wallet — ETH with viem on an EVM chain, SOL with @solana/kit on a Solana chain
// (sandbox-solana-payout.ts) — so the balance really changes. Nothing here moves real money.
import { randomUUID } from 'node:crypto'
import { createPublicClient, createWalletClient, getAddress, http, isAddress, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BadRequestError } from '../../app/errors.js'
import type { FoyerServerConfig } from '../../config/config-schema.js'
import type { SandboxAsset, SandboxOnrampConfig } from './onramp-config.js'
import type { OnrampOptions, OnrampProvider, PaymentMethodLimit } from './onramp-provider.js'
import type { SandboxOrderStore } from './sandbox-orders.js'
import { createSolanaPayout, isSolanaAddress, type SolanaPayout } from './sandbox-solana-payout.js'

/** The sandbox's own limits (narrower than the spec's fallback sample, so a test can tell which one answered). */
export const SANDBOX_LIMITS: PaymentMethodLimit[] = [
  { id: 'card', min: '1.00', max: '2000.00' },
  { id: 'bank_account', min: '1.00', max: '10000.00' },
]
export const SANDBOX_FEE_RATE = 0.01
export const SANDBOX_NETWORK_FEE = '0.10'
const PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number]
const CARD = SANDBOX_LIMITS[0]!

const cents = (amount: string) => Math.round(Number(amount) * 100)
const fiat = (value: number) => (value / 100).toFixed(2)

export interface SandboxPrice {
  fee: string
  networkFee: string
  subtotal: string
  total: string
  /** Decimal string in the asset's units, at most 8 decimals, rounded down. */
  crypto: string
}

/** What `amount` (the total the person pays, fees included) buys of `asset`. */
export function priceSandboxPurchase(asset: SandboxAsset, currency: PaymentCurrency, amount: string): SandboxPrice {
  const total = cents(amount)
  const fee = Math.round(total * SANDBOX_FEE_RATE)
  const networkFee = cents(SANDBOX_NETWORK_FEE)
  const subtotal = total - fee - networkFee
  const places = Math.min(asset.decimals, 8)
  const units = Math.floor((subtotal / 100 / asset.prices[currency]) * 10 ** places)
  const crypto = (units / 10 ** places).toFixed(places).replace(/\.?0+$/, '') || '0'
  return { fee: fiat(fee), networkFee: fiat(networkFee), subtotal: fiat(subtotal), total: fiat(total), crypto }
}

/** Refuses an amount outside the card limits, naming the limit (the route turns it into 400 `{ field: 'amount' }`). */
export function checkSandboxAmount(amount: string, currency: string, field = 'amount') {
  const value = cents(amount)
  if (value < cents(CARD.min))
    throw new BadRequestError(`Invalid ${field}: below the minimum of ${CARD.min} ${currency}`, field)
  if (value > cents(CARD.max))
    throw new BadRequestError(`Invalid ${field}: above the maximum of ${CARD.max} ${currency}`, field)
}

export function paymentCurrencyOf(value: string, field: string): PaymentCurrency {
  const upper = value.toUpperCase()
  if (!(PAYMENT_CURRENCIES as readonly string[]).includes(upper))
    throw new BadRequestError(`Invalid ${field}: the sandbox takes ${PAYMENT_CURRENCIES.join(' or ')}`, field)
  return upper as PaymentCurrency
}

export interface SandboxOnrampProvider extends OnrampProvider {
  readonly config: SandboxOnrampConfig
  findAsset(id: string, network?: string): SandboxAsset | undefined
  /**
   * Sends what `fiatAmount` buys to the order's wallet; resolves once the transaction is mined (EVM) or confirmed
   * (Solana), with its hash or signature.
   */
  pay(orderId: string, projectId: string, fiatAmount: string): Promise<{ txHash: string; crypto: string }>
}

export function createSandboxOnrampProvider(
  config: SandboxOnrampConfig,
  serverConfig: FoyerServerConfig,
  orders: SandboxOrderStore,
): SandboxOnrampProvider {
  const account = privateKeyToAccount(config.privateKey as `0x${string}`)
  const rpcUrlOf = (chainId: string) => serverConfig.chains.find((chain) => chain.id === chainId)?.rpcUrls[0]
  // One send at a time from the funded account: two concurrent sends would ask for the same nonce.
  let sending: Promise<unknown> = Promise.resolve()
  let solanaPayout: Promise<SolanaPayout> | undefined
  const isSolana = (asset: SandboxAsset) => asset.chainId.startsWith('solana:')

  const findAsset = (id: string, network?: string) =>
    config.assets.find((asset) => asset.id === id && (network === undefined || asset.network === network))

  async function send(asset: SandboxAsset, to: string, crypto: string): Promise<string> {
    const rpcUrl = rpcUrlOf(asset.chainId)
    if (isSolana(asset)) {
      // The config schema requires the solana block for any asset on a solana: chain.
      if (!rpcUrl || !config.solana) throw new Error(`No Solana chain ${asset.chainId} in chains[]`)
      solanaPayout ??= createSolanaPayout(config.solana)
      return (await solanaPayout).send(rpcUrl, to, parseUnits(crypto, asset.decimals))
    }
    if (!rpcUrl || !asset.chainId.startsWith('eip155:')) throw new Error(`No EVM chain ${asset.chainId} in chains[]`)
    if (!isAddress(to, { strict: false })) throw new Error(`${to} is not an EVM address`)
    const transport = http(rpcUrl, { retryCount: 0 })
    const wallet = createWalletClient({ account, transport })
    const hash = await wallet.sendTransaction({ to, value: parseUnits(crypto, asset.decimals), chain: null })
    const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    return hash
  }

  return {
    config,
    info: { id: 'sandbox', name: 'Foyer Sandbox', development: true },
    findAsset,

    async getOptions(): Promise<OnrampOptions> {
      const ids = [...new Set(config.assets.map((asset) => asset.id))]
      return {
        paymentCurrencies: PAYMENT_CURRENCIES.map((id) => ({
          id,
          payment_method_limits: SANDBOX_LIMITS.map((limit) => ({ ...limit })),
        })),
        purchaseCurrencies: ids.map((id) => {
          const assets = config.assets.filter((asset) => asset.id === id)
          return {
            id,
            name: assets[0]!.name,
            symbol: assets[0]!.symbol,
            networks: assets.map((asset) => ({
              name: asset.network,
              displayName: asset.networkDisplayName,
              chainId: asset.chainId,
            })),
          }
        }),
      }
    },

    async getQuote(request) {
      const asset = findAsset(request.purchaseCurrency, request.network)
      if (!asset) {
        const field = findAsset(request.purchaseCurrency) ? 'network' : 'purchaseCurrency'
        throw new BadRequestError(`Invalid ${field}: the sandbox does not sell it`, field)
      }
      const currency = paymentCurrencyOf(request.paymentCurrency, 'paymentCurrency')
      checkSandboxAmount(request.amount, currency)
      const price = priceSandboxPurchase(asset, currency, request.amount)
      const money = (amount: string) => ({ amount, currency })
      return {
        coinbaseFee: money(price.fee),
        networkFee: money(price.networkFee),
        paymentSubtotal: money(price.subtotal),
        paymentTotal: money(price.total),
        purchaseAmount: { amount: price.crypto, currency: asset.symbol },
        quoteId: `sandbox-${randomUUID()}`,
      }
    },

    async createUrl(request, { projectId, origin }) {
      const wallet = request.destinationWallets[0]!
      const network = request.defaultNetwork ?? wallet.blockchains?.[0]
      const assetId = request.defaultAsset ?? wallet.assets?.[0]
      const asset =
        config.assets.find(
          (a) => (assetId === undefined || a.id === assetId) && (network === undefined || a.network === network),
        ) ?? undefined
      if (!asset) {
        const field =
          network !== undefined && !config.assets.some((a) => a.network === network) ? 'defaultNetwork' : 'defaultAsset'
        throw new BadRequestError(`Invalid ${field}: the sandbox does not sell it`, field)
      }
      // The address must be one the asset's chain can send to: a Solana address is no destination on Ethereum.
      const solana = isSolana(asset)
      if (solana ? !isSolanaAddress(wallet.address) : !isAddress(wallet.address, { strict: false }))
        throw new BadRequestError(
          `Invalid destinationWallets.0.address: not ${solana ? 'a Solana' : 'an EVM'} address`,
          'destinationWallets.0.address',
        )
      const currency = paymentCurrencyOf(request.fiatCurrency ?? 'USD', 'fiatCurrency')
      const preset = request.presetFiatAmount === undefined ? null : request.presetFiatAmount.toFixed(2)
      const id = randomUUID()
      await orders.create({
        id,
        project_id: projectId,
        asset: asset.id,
        network: asset.network,
        // Base58 is case-sensitive and has one spelling; an EVM address is stored checksummed.
        address: solana ? wallet.address : getAddress(wallet.address),
        fiat_currency: currency,
        fiat_amount: preset,
      })
      const base = (config.publicBaseUrl ?? origin).replace(/\/$/, '')
      return `${base}/v1/onramp/sandbox/checkout/${id}?projectId=${encodeURIComponent(projectId)}`
    },

    async pay(orderId, projectId, fiatAmount) {
      const order = await orders.get(orderId, projectId)
      if (!order) throw new BadRequestError('Unknown order', 'orderId')
      const asset = findAsset(order.asset, order.network)
      if (!asset) throw new BadRequestError('The order’s asset is no longer offered', 'orderId')
      const currency = paymentCurrencyOf(order.fiat_currency, 'fiatCurrency')
      checkSandboxAmount(fiatAmount, currency)
      const price = priceSandboxPurchase(asset, currency, fiatAmount)
      if (!(await orders.startSending(orderId, price.total, price.crypto)))
        throw new BadRequestError('This order is paid already', 'orderId')
      const result = sending.then(() => send(asset, order.address, price.crypto))
      sending = result.catch(() => {})
      try {
        const txHash = await result
        await orders.finish(orderId, { txHash })
        return { txHash, crypto: price.crypto }
      } catch (error) {
        await orders.finish(orderId, { error: (error as Error).message })
        throw error
      }
    },
  }
}
