// The sandbox onramp selling SOL on a real Solana devnet (litesvm behind JSON-RPC), on PGlite and PostgreSQL: the
// options list SOL on the Solana network beside ETH, the quote prices it, the checkout sends the exact lamports from the
// sandbox's treasury to the buyer's Solana address (read back from the chain), and an address of the wrong chain family
// is refused with 400 naming the field. Also the config rules for a Solana asset.
import { randomBytes } from 'node:crypto'
import {
  DEV_MNEMONIC,
  getFreePort,
  getFreeSolanaPort,
  SOLANA_DEVNET_CAIP2,
  startDevnet,
  startSolanaDevnet,
  type Devnet,
  type SolanaDevnet,
} from '@foyer/devnet'
import { createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseConfig } from '../../config/load-config.js'
import type { FoyerServerConfigInput } from '../../config/config-schema.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

const EVM_CHAIN = 'eip155:31337'
const EVM_TREASURY = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 })
let evm: Devnet
let solana: SolanaDevnet

beforeAll(async () => {
  ;[evm, solana] = await Promise.all([
    getFreePort().then((port) => startDevnet({ port })),
    getFreeSolanaPort().then((port) => startSolanaDevnet({ port })),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([evm?.stop(), solana?.stop()])
})

const SOL = {
  id: 'SOL',
  name: 'Solana',
  symbol: 'SOL',
  chainId: SOLANA_DEVNET_CAIP2,
  network: 'foyer-solana-devnet',
  networkDisplayName: 'Foyer Solana Devnet',
  decimals: 9,
  prices: { USD: 150, EUR: 140 },
}

const sandboxConfig = (solanaBlock: { privateKey: string; airdrop?: boolean } | undefined): FoyerServerConfigInput => ({
  chains: [
    { id: EVM_CHAIN, rpcUrls: [evm.rpcUrl] },
    { id: SOLANA_DEVNET_CAIP2, rpcUrls: [solana.rpcUrl] },
  ],
  onramp: {
    kind: 'sandbox',
    privateKey: toHex(EVM_TREASURY.getHdKey().privateKey!),
    ...(solanaBlock ? { solana: solanaBlock } : {}),
    assets: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        chainId: EVM_CHAIN,
        network: 'foyer-devnet',
        networkDisplayName: 'Foyer Devnet',
        prices: { USD: 3000, EUR: 2500 },
      },
      SOL,
    ],
  },
})

const post = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})
const lamportsOf = async (address: string) =>
  (
    await createSolanaRpc(solana.rpcUrl)
      .getBalance(address as Address, { commitment: 'confirmed' })
      .send()
  ).value

describeOnDatabases('the onramp sandbox on Solana', (suite) => {
  it('lists SOL on the Solana network and prices it (1 % fee, 0.10 network fee, SOL at 150 USD)', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig({ privateKey: toHex(randomBytes(32)), airdrop: true })))
    const options = await (await app.request(withClient('/v1/onramp/options'))).json()
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'foyer-devnet', displayName: 'Foyer Devnet', chainId: EVM_CHAIN }],
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [{ name: 'foyer-solana-devnet', displayName: 'Foyer Solana Devnet', chainId: SOLANA_DEVNET_CAIP2 }],
      },
    ])
    const quote = await app.request(
      withClient('/v1/onramp/quote'),
      post({ purchaseCurrency: 'SOL', paymentCurrency: 'EUR', amount: '50', network: 'foyer-solana-devnet' }),
    )
    expect(quote.status).toBe(200)
    const { quoteId, ...fields } = await quote.json()
    expect(quoteId).toMatch(/^sandbox-/)
    // 50.00 − 0.50 fee − 0.10 network fee = 49.40 EUR at 140 EUR per SOL = 0.352857142… SOL, 8 places rounded down.
    expect(fields).toEqual({
      coinbaseFee: { amount: '0.50', currency: 'EUR' },
      networkFee: { amount: '0.10', currency: 'EUR' },
      paymentSubtotal: { amount: '49.40', currency: 'EUR' },
      paymentTotal: { amount: '50.00', currency: 'EUR' },
      purchaseAmount: { amount: '0.35285714', currency: 'SOL' },
    })
    const wrongNetwork = await app.request(
      withClient('/v1/onramp/quote'),
      post({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', network: 'foyer-devnet' }),
    )
    expect(wrongNetwork.status).toBe(400)
    expect((await wrongNetwork.json()).field).toBe('network')
  })

  it('the checkout sends the exact lamports from the treasury to the buyer, once', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig({ privateKey: toHex(randomBytes(32)), airdrop: true })))
    const buyer = (await generateKeyPairSigner()).address
    const generated = await app.request(
      withClient('/v1/generators/onrampurl'),
      post({
        destinationWallets: [{ address: buyer, blockchains: ['foyer-solana-devnet'], assets: ['SOL'] }],
        defaultNetwork: 'foyer-solana-devnet',
        defaultAsset: 'SOL',
        presetFiatAmount: 30,
      }),
    )
    expect(generated.status).toBe(200)
    const checkout = new URL((await generated.json()).url)
    const path = `${checkout.pathname}${checkout.search}`
    const html = await (await app.request(path)).text()
    expect(html).toContain('Paying here sends devnet SOL from a test account to your wallet.')
    expect(html).toContain(buyer)

    expect(await lamportsOf(buyer)).toBe(0n)
    const paid = await app.request(path, { method: 'POST', body: new URLSearchParams({ amount: '30' }) })
    expect(paid.status).toBe(200)
    // 30.00 − 0.30 − 0.10 = 29.60 USD at 150 USD per SOL: 0.19733333 SOL.
    expect(await paid.text()).toContain('0.19733333 SOL sent for 30.00 USD')
    expect(await lamportsOf(buyer)).toBe(197_333_330n)

    const orderId = checkout.pathname.split('/').pop()!
    const order = await (await app.request(withClient(`/v1/onramp/sandbox/orders/${orderId}`))).json()
    expect(order).toMatchObject({
      status: 'completed',
      asset: 'SOL',
      network: 'foyer-solana-devnet',
      address: buyer,
      cryptoAmount: '0.19733333',
    })
    // A Solana signature (base58 of 64 bytes), not an EVM hash.
    expect(order.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

    const again = await app.request(path, { method: 'POST', body: new URLSearchParams({ amount: '30' }) })
    expect(await again.text()).toContain('Payment complete')
    expect(await lamportsOf(buyer)).toBe(197_333_330n)
  })

  it('an unfunded treasury without airdrop: the order fails with the reason and nothing arrives', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig({ privateKey: toHex(randomBytes(32)) })))
    const buyer = (await generateKeyPairSigner()).address
    const generated = await app.request(
      withClient('/v1/generators/onrampurl'),
      post({ destinationWallets: [{ address: buyer }], defaultNetwork: 'foyer-solana-devnet', defaultAsset: 'SOL' }),
    )
    const checkout = new URL((await generated.json()).url)
    const paid = await app.request(`${checkout.pathname}${checkout.search}`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '30' }),
    })
    expect(paid.status).toBe(502)
    expect(await paid.text()).toMatch(
      /The tokens could not be sent: The sandbox&#39;s Solana account \w+ holds 0 lamports/,
    )
    expect(await lamportsOf(buyer)).toBe(0n)
  })

  it('refuses an address of the other chain family, naming the field', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig({ privateKey: toHex(randomBytes(32)), airdrop: true })))
    const solanaBuyer = (await generateKeyPairSigner()).address
    const cases: [unknown, string][] = [
      [
        { destinationWallets: [{ address: EVM_TREASURY.address }], defaultNetwork: 'foyer-solana-devnet' },
        'Invalid destinationWallets.0.address: not a Solana address',
      ],
      [
        { destinationWallets: [{ address: solanaBuyer }], defaultNetwork: 'foyer-devnet' },
        'Invalid destinationWallets.0.address: not an EVM address',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await app.request(withClient('/v1/generators/onrampurl'), post(body))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error, field: 'destinationWallets.0.address' })
    }
  })
})

it('a Solana asset needs the solana block and 9 decimals', () => {
  const refused = (input: FoyerServerConfigInput) => {
    try {
      parseConfig(input)
    } catch (error) {
      return (error as Error).message
    }
    return 'accepted'
  }
  const base = { chains: [{ id: SOLANA_DEVNET_CAIP2, rpcUrls: ['http://127.0.0.1:8899'] }] }
  const key = `0x${'11'.repeat(32)}`
  expect(refused({ ...base, onramp: { kind: 'sandbox', privateKey: key, assets: [SOL] } })).toMatch(
    /onramp\.solana: needs a solana block with the privateKey SOL is sent from/,
  )
  expect(
    refused({
      ...base,
      onramp: { kind: 'sandbox', privateKey: key, solana: { privateKey: key }, assets: [{ ...SOL, decimals: 18 }] },
    }),
  ).toMatch(/onramp\.assets\[0\]\.decimals: must be 9 for SOL/)
  expect(
    refused({ ...base, onramp: { kind: 'sandbox', privateKey: key, solana: { privateKey: '0x12' }, assets: [SOL] } }),
  ).toMatch(/onramp\.solana\.privateKey: must be a 32-byte hex Ed25519 private key/)
  expect(
    refused({ ...base, onramp: { kind: 'sandbox', privateKey: key, solana: { privateKey: key }, assets: [SOL] } }),
  ).toBe('accepted')
})
