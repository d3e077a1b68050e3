// POST /v1/auth/verify with a bip122 CAIP-122 message signed with BIP-322, on each database: the Foyer Dev Wallet's real
// keys and its own BIP-322 signer (P2WPKH payment and P2TR ordinals addresses) make the signatures; the server checks
// them with @foyer/bitcoin/bip322, and the same place, chain, time and nonce rules as on EVM and Solana.
import { devBitcoinKeys, signBip322Simple } from '@foyer/dev-wallet'
import { formatBitcoinSiwxMessage } from '@foyer/bitcoin/bip322'
import type { SIWXMessageData } from '@foyer/core'
import { beforeAll, expect, it } from 'vitest'
import { describeOnDatabases, testConfig, TEST_ORIGIN, TEST_PROJECT, withClient } from '../../test/server-fixture.js'
import { cookieOf, DOMAIN, getNonce, post, type Requester } from './test/sign-in-fixtures.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** Configured on the server, but not among the project's chains. */
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
/** A CAIP-2 id of the bip122 namespace that names no Bitcoin network the verifier knows. */
const UNKNOWN = 'bip122:00000000000000000000000000000000'
const HOUR = 60 * 60 * 1000

const config = testConfig({
  chains: [
    // Never called: a BIP-322 signature is checked offline.
    { id: REGTEST, rpcUrls: ['http://127.0.0.1:9'] },
    { id: MAINNET, rpcUrls: ['http://127.0.0.1:9'] },
    { id: UNKNOWN, rpcUrls: ['http://127.0.0.1:9'] },
  ],
  projects: [
    {
      id: TEST_PROJECT,
      allowedOrigins: [TEST_ORIGIN],
      rateLimitPerMinute: 1_000_000,
      chains: [REGTEST, UNKNOWN],
    },
  ],
})

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

type Keys = ReturnType<typeof devBitcoinKeys>
const payment = devBitcoinKeys(0)
const ordinals = devBitcoinKeys(0, 'ordinals')
const other = devBitcoinKeys(1)

function signWith(keys: Keys, message: string): string {
  return base64(signBip322Simple(keys.privateKey, keys.script, new TextEncoder().encode(message)))
}

describeOnDatabases('Bitcoin sign-in (BIP-322)', (suite) => {
  let request: Requester
  beforeAll(async () => {
    const server = await suite.start(config)
    request = async (path, init) => server.app.request(path, init)
  })
  const verify = (body: object) => post(request, '/v1/auth/verify', body)
  const answer = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) })

  async function signedIn(keys: Keys, overrides: Partial<SIWXMessageData> = {}, signer: Keys = keys) {
    const data: SIWXMessageData = {
      accountAddress: keys.address,
      chainId: REGTEST,
      domain: DOMAIN,
      uri: `${TEST_ORIGIN}/`,
      version: '1',
      nonce: overrides.nonce ?? (await getNonce(request)),
      statement: 'Sign in to the test app',
      issuedAt: new Date().toISOString(),
      ...overrides,
    }
    const message = formatBitcoinSiwxMessage(data)
    return { message, signature: signWith(signer, message), data }
  }

  it('signs in a P2WPKH payment address: a session cookie /v1/auth/me reads back; the nonce cannot be used again', async () => {
    const signed = await signedIn(payment)
    const response = await verify({ message: signed.message, signature: signed.signature, chainId: REGTEST })
    expect(await answer(response.clone())).toMatchObject({ status: 200, address: payment.address, chainId: REGTEST })
    const me = await request(withClient('/v1/auth/me'), { headers: { cookie: cookieOf(response) } })
    expect(await me.json()).toMatchObject({ address: payment.address, chainId: REGTEST })

    expect(await answer(await verify(signed))).toMatchObject({ status: 401, reason: 'nonce' })
  })

  it('signs in a P2TR (ordinals) address with a Schnorr BIP-322 signature', async () => {
    const signed = await signedIn(ordinals)
    expect(await answer(await verify({ ...signed, delivery: 'bearer' }))).toMatchObject({
      status: 200,
      address: ordinals.address,
      chainId: REGTEST,
      token: expect.any(String),
    })
  })

  it("refuses another key's signature and a signature of other text, and leaves the nonce for the real signer", async () => {
    const forged = await signedIn(payment, {}, other)
    expect(await answer(await verify(forged))).toMatchObject({ status: 401, reason: 'signature' })
    const otherText = await signedIn(payment, { nonce: forged.data.nonce })
    const altered = { message: otherText.message.replace('Sign in to the test app', 'Sign in to another app') }
    expect(await answer(await verify({ ...altered, signature: otherText.signature }))).toMatchObject({
      status: 401,
      reason: 'signature',
    })
    expect(await answer(await verify({ message: otherText.message, signature: 'not base64 at all!' }))).toMatchObject({
      status: 401,
      reason: 'signature',
    })
    // Nothing above spent the nonce: the address's own signature still signs in with it.
    expect(await answer(await verify(otherText))).toMatchObject({ status: 200, address: payment.address })
  })

  it('refuses a domain or URI outside the allowed origins', async () => {
    const phished = await signedIn(payment, { domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await answer(await verify(phished))).toMatchObject({ status: 401, reason: 'domain' })
    const mixed = await signedIn(payment, { uri: 'https://evil.example/' })
    expect(await answer(await verify(mixed))).toMatchObject({ status: 401, reason: 'domain' })
  })

  it('refuses a chain the project does not enable, one that is no Bitcoin network, and a chainId the message does not name', async () => {
    const mainnetKeys = devBitcoinKeys(0, 'payment', 'bitcoin:mainnet')
    const mainnet = await signedIn(mainnetKeys, { chainId: MAINNET })
    expect(await answer(await verify(mainnet))).toMatchObject({ status: 401, reason: 'chain' })
    const unknown = await signedIn(payment, { chainId: UNKNOWN })
    expect(await answer(await verify(unknown))).toMatchObject({ status: 401, reason: 'chain' })
    const mismatch = await signedIn(payment)
    expect(await answer(await verify({ ...mismatch, chainId: MAINNET }))).toMatchObject({
      status: 401,
      reason: 'chain',
    })
  })

  it('refuses an expired message and one not valid yet', async () => {
    const expired = await signedIn(payment, {
      issuedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      expirationTime: new Date(Date.now() - HOUR).toISOString(),
    })
    expect(await answer(await verify(expired))).toMatchObject({ status: 401, reason: 'expired' })
    const early = await signedIn(payment, { notBefore: new Date(Date.now() + HOUR).toISOString() })
    expect(await answer(await verify(early))).toMatchObject({ status: 401, reason: 'not-yet-valid' })
  })

  it('refuses a nonce the server never issued', async () => {
    const invented = await signedIn(payment, { nonce: 'abcdef0123456789abcdef0123456789' })
    expect(await answer(await verify(invented))).toMatchObject({ status: 401, reason: 'nonce' })
  })

  it("answers 400 { error, field } for text that is not a Bitcoin sign-in message or names another network's address", async () => {
    const signed = await signedIn(payment)
    const broken = signed.message.replace(/\nVersion: 1/, '')
    expect(await answer(await verify({ message: broken, signature: signed.signature }))).toMatchObject({
      status: 400,
      field: 'message',
      error: expect.stringContaining('Invalid message: version is missing'),
    })
    const testnet = devBitcoinKeys(0, 'payment', 'bitcoin:testnet')
    const wrongNetwork = await signedIn(testnet)
    expect(await answer(await verify(wrongNetwork))).toMatchObject({ status: 400, field: 'message' })
  })
})
