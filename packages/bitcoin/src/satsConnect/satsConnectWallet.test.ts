// sats-connect wallets through the adapter, in a real @foyer/core client on the Bitcoin devnet, with a stand-in for
// an Xverse-style extension (test/xverse-protocol-provider.ts: the real protocol and real keys, the extension itself
// cannot run here): listed from window.btc_providers, connected (payment + ordinals), a send signed through signPsbt
// and confirmed, a BIP-322 sign-in that verifies, a refusal, the wallet's disconnect, and one entry per wallet.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { createFoyerClient, createMemoryStorage, UserRejectedError } from '@foyer/core'
import type { BitcoinDevnet } from '@foyer/devnet'
import { getWallets } from '@wallet-standard/app'
import { verifyBitcoinMessage } from '../bip322/verifyBitcoinMessage.js'
import { bitcoinDevnetChain } from '../chains.js'
import { createBitcoinAdapter, type BitcoinAdapter } from '../createBitcoinAdapter.js'
import { createEsploraClient } from '../esplora/createEsploraClient.js'
import { BITCOIN_REFERENCES, networkInfoOf, REGTEST_PARAMS } from '../networks.js'
import { listedWallet } from '../test/adapter-harness.js'
import { paymentOf } from '../test/bip322-signer.js'
import { faucet, startTestBitcoinDevnet } from '../test/bitcoin-devnet.js'
import { createXverseProtocolProvider } from '../test/xverse-protocol-provider.js'

let devnet: BitcoinDevnet
let local: ChainDefinition
beforeAll(async () => {
  devnet = await startTestBitcoinDevnet()
  local = bitcoinDevnetChain(devnet.esploraUrl)
})
afterAll(async () => {
  await devnet?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function setup(seed: number) {
  const xverse = createXverseProtocolProvider({
    paymentKey: new Uint8Array(32).fill(seed),
    ordinalsKey: new Uint8Array(32).fill(seed + 1),
  })
  const page = {
    btc_providers: [
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ],
    XverseProviders: { BitcoinProvider: xverse.provider },
  }
  const foyer = createFoyerClient({
    networks: [local],
    adapters: [createBitcoinAdapter({ registerWaitMs: 200, satsConnect: { page: () => page } })],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => foyer.destroy())
  await foyer.start()
  return { xverse, foyer, adapter: foyer.getAdapter('bip122') as BitcoinAdapter }
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('sats-connect wallets', () => {
  it('connects from window.btc_providers, sends through signPsbt to confirmation, and signs in with BIP-322', async () => {
    const { xverse, foyer, adapter } = await setup(0x71)
    expect(foyer.stores.connectors.getState().connectors).toEqual([
      expect.objectContaining({ id: 'bitcoin:Xverse', name: 'Xverse', chains: ['bip122'], readyState: 'Installed' }),
    ])
    await faucet(devnet, xverse.payment, 20_000_000)
    devnet.mine(1)

    await foyer.connect('bitcoin:Xverse', { namespace: 'bip122' })
    expect(foyer.stores.accounts.getState().bip122).toMatchObject({ status: 'connected', address: xverse.payment })
    expect(adapter.ordinalsAddress).toBe(xverse.ordinals)
    expect(await adapter.getBalance({ address: xverse.payment, network: local })).toMatchObject({ formatted: '0.2' })

    const to = paymentOf(new Uint8Array(32).fill(0x7f), 'wpkh', REGTEST_PARAMS).address!
    await foyer.send({ to, amount: '0.05', namespace: 'bip122' })
    expect(xverse.calls).toContain('signPsbt')
    devnet.mine(1)
    await until(() => foyer.stores.send.getState().status === 'confirmed')
    expect(await createEsploraClient(devnet.esploraUrl).getBalance(to)).toEqual({
      confirmed: 5_000_000n,
      unconfirmed: 0n,
    })

    const message = 'localhost wants you to sign in with your Bitcoin account'
    const signature = await adapter.signMessage({ message, address: xverse.payment })
    const network = networkInfoOf(BITCOIN_REFERENCES.regtest)!
    expect(verifyBitcoinMessage({ address: xverse.payment, message, signature, network })).toEqual({
      valid: true,
      format: 'simple',
    })
  })

  it("a refusal is UserRejectedError; the wallet's disconnect event disconnects", async () => {
    const { xverse, foyer } = await setup(0x73)
    xverse.control.approve = false
    const refused = await foyer.connect('bitcoin:Xverse', { namespace: 'bip122' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(UserRejectedError)
    xverse.control.approve = true
    await foyer.connect('bitcoin:Xverse', { namespace: 'bip122' })
    xverse.emit('disconnect')
    await until(() => foyer.stores.accounts.getState().bip122?.status === 'disconnected')
  })

  it('lists a wallet that is both a Wallet Standard and a sats-connect wallet once', async () => {
    cleanups.push(
      getWallets().register(
        listedWallet('Xverse', ['bitcoin:mainnet'], ['bitcoin:connect', 'bitcoin:signTransaction', 'standard:events']),
      ),
    )
    const { foyer } = await setup(0x75)
    expect(foyer.stores.connectors.getState().connectors.filter((c) => c.name === 'Xverse')).toHaveLength(1)
  })
})
