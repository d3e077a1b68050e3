// The spec's GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke for a Bitcoin address, on each
// database: the Foyer Dev Wallet's real regtest keys sign in with BIP-322 and sign core's revoke text with BIP-322 too;
// the server checks the revoke with the verifier Bitcoin sign-in uses.
import { devBitcoinKeys, signBip322Simple } from '@foyer/dev-wallet'
import { formatBitcoinSiwxMessage } from '@foyer/bitcoin/bip322'
import { beforeAll, expect, it } from 'vitest'
import { describeOnDatabases, testConfig, TEST_ORIGIN, TEST_PROJECT, withClient } from '../../test/server-fixture.js'
import { cookieOf, DOMAIN, getNonce, post, revokeMessage, type Requester } from './test/sign-in-fixtures.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

const config = testConfig({
  // Never called: BIP-322 signatures are checked offline.
  chains: [{ id: REGTEST, rpcUrls: ['http://127.0.0.1:9'] }],
  projects: [{ id: TEST_PROJECT, allowedOrigins: [TEST_ORIGIN], rateLimitPerMinute: 1_000_000, chains: [REGTEST] }],
})

type Keys = ReturnType<typeof devBitcoinKeys>
const payment = devBitcoinKeys(0)
const ordinals = devBitcoinKeys(0, 'ordinals')
const other = devBitcoinKeys(1)

const bip322 = (keys: Keys, message: string) =>
  Buffer.from(signBip322Simple(keys.privateKey, keys.script, new TextEncoder().encode(message))).toString('base64')

describeOnDatabases('sessions of a Bitcoin address', (suite) => {
  let request: Requester
  beforeAll(async () => {
    const server = await suite.start(config)
    request = async (path, init) => server.app.request(path, init)
  })
  const me = (cookie: string) => request(withClient('/v1/auth/me'), { headers: { cookie } })

  async function signIn(keys: Keys): Promise<{ cookie: string; pci: string }> {
    const message = formatBitcoinSiwxMessage({
      accountAddress: keys.address,
      chainId: REGTEST,
      domain: DOMAIN,
      uri: `${TEST_ORIGIN}/`,
      version: '1',
      nonce: await getNonce(request),
      statement: 'Sign in to the test app',
      issuedAt: new Date().toISOString(),
    })
    const response = await post(request, '/v1/auth/verify', { message, signature: bip322(keys, message) })
    expect(response.status).toBe(200)
    const cookie = cookieOf(response)
    const { pci } = (await (await me(cookie)).json()) as { pci: string }
    return { cookie, pci }
  }

  it("lists a Bitcoin address's sessions to it, written in either case, and to no other address", async () => {
    const first = await signIn(payment)
    const second = await signIn(payment)
    const listed = await request(withClient(`/v1/sessions/${payment.address.toUpperCase()}`), {
      headers: { cookie: second.cookie },
    })
    expect(listed.status).toBe(200)
    const { data } = (await listed.json()) as { data: { pci: string; chainId: string; current: boolean }[] }
    expect(data.map((s) => s.pci)).toEqual(expect.arrayContaining([first.pci, second.pci]))
    expect(data.find((s) => s.current)?.pci).toBe(second.pci)
    expect(data[0]).toMatchObject({ chainId: REGTEST })

    // The same key's Taproot address is another account: it does not see the payment address's sessions.
    const taproot = await signIn(ordinals)
    const refused = await request(withClient(`/v1/sessions/${payment.address}`), {
      headers: { cookie: taproot.cookie },
    })
    expect(refused.status).toBe(403)
    expect((await request(withClient(`/v1/sessions/${payment.address}`))).status).toBe(401)
  })

  it("revokes a session with the address's BIP-322 signature of the revoke text, and refuses another key's", async () => {
    const kept = await signIn(payment)
    const target = await signIn(payment)
    const revoke = (signature: string) =>
      post(request, `/v1/sessions/${payment.address}/revoke`, { pci: target.pci, signature })

    const forged = await revoke(bip322(other, revokeMessage(target.pci)))
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ reason: 'signature' })
    // The address's signature of other text is no revoke either.
    expect((await revoke(bip322(payment, revokeMessage(kept.pci)))).status).toBe(401)
    expect((await revoke('not base64 at all!')).status).toBe(401)
    expect((await me(target.cookie)).status).toBe(200)

    const done = await revoke(bip322(payment, revokeMessage(target.pci)))
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ success: true })
    expect(await (await me(target.cookie)).json()).toMatchObject({ reason: 'revoked' })
    expect((await me(kept.cookie)).status).toBe(200)
  })

  it('answers 400 { error, field } for an address of no chain it knows', async () => {
    // A bech32 address whose checksum is broken (last character changed).
    const broken = payment.address.slice(0, -1) + (payment.address.endsWith('q') ? 'p' : 'q')
    for (const address of [broken, 'bc1notanaddress', 'not-an-address']) {
      const response = await request(withClient(`/v1/sessions/${address}`))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Invalid address: not an EVM, Solana or Bitcoin address',
        field: 'address',
      })
    }
  })
})
