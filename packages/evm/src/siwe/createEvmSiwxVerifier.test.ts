import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiweMessage, type SIWXMessageData, type SIWXSession } from '@foyer/core'
import type { Address } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type Anvil } from '../test/anvil.js'
import { DEV_MNEMONIC } from '../test/local-account-provider.js'
import { createEvmSiwxVerifier } from './createEvmSiwxVerifier.js'
import { anvilNetwork } from '../test/anvil-network.js'
import { ownedAccountDeployer } from '../test/owned-account.js'

let anvil: Anvil
let smartAccount: Address
const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const clock = () => new Date('2026-03-01T12:00:00Z')

beforeAll(async () => {
  anvil = await startAnvil(31337)
  smartAccount = await ownedAccountDeployer({
    rpcUrl: anvil.rpcUrl,
    deployer: mnemonicToAccount(DEV_MNEMONIC),
  }).deployAccount(owner.address)
})
afterAll(async () => {
  await anvil?.stop()
})

const dataFor = (accountAddress: string, change: Partial<SIWXMessageData> = {}): SIWXMessageData => ({
  accountAddress,
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'K2pQ8wZr4tYb',
  statement: 'Sign in to the Foyer demo',
  issuedAt: '2026-03-01T11:59:00.000Z',
  expirationTime: '2026-03-02T11:59:00.000Z',
  ...change,
})

/** What a wallet returns: the message written from `data`, signed by the owner key. */
const signedSession = async (data: SIWXMessageData): Promise<SIWXSession> => {
  const message = formatSiweMessage({
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: '1',
    chainId: Number(data.chainId.split(':')[1]),
    nonce: data.nonce,
    issuedAt: data.issuedAt!,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  })
  return { data, message, signature: await owner.signMessage({ message }) }
}

describe('createEvmSiwxVerifier', () => {
  const verifier = () => createEvmSiwxVerifier({ networks: [anvilNetwork(anvil)], now: clock })

  it('is the eip155 verifier', () => expect(verifier().chainNamespace).toBe('eip155'))

  it('accepts an EOA session, also when the data holds the address in lower case', async () => {
    const session = await signedSession(
      dataFor(owner.address, { resources: ['https://localhost:5173/terms'], requestId: 'r1' }),
    )
    expect(await verifier().verify(session)).toBe(true)
    expect(
      await verifier().verify({ ...session, data: { ...session.data, accountAddress: owner.address.toLowerCase() } }),
    ).toBe(true)
  })

  it('accepts an EOA session on a chain it has no RPC for (ecrecover needs none)', async () => {
    const session = await signedSession(dataFor(owner.address, { chainId: 'eip155:8453' }))
    expect(await verifier().verify(session)).toBe(true)
  })

  it('accepts a smart-account (ERC-1271) session on a listed chain, through that chain', async () => {
    const session = await signedSession(dataFor(smartAccount))
    expect(await verifier().verify(session)).toBe(true)
    // The networks are read at each call, as the adapter only learns them in setup().
    let networks = [] as ReturnType<typeof anvilNetwork>[]
    const late = createEvmSiwxVerifier({ networks: () => networks, now: clock })
    expect(await late.verify(session)).toBe(false)
    networks = [anvilNetwork(anvil)]
    expect(await late.verify(session)).toBe(true)
  })

  it('refuses a smart-account session when its chain is not listed (only an EOA check is possible)', async () => {
    const session = await signedSession(dataFor(smartAccount))
    expect(await createEvmSiwxVerifier({ networks: [], now: clock }).verify(session)).toBe(false)
  })

  it.each<[string, Partial<SIWXMessageData>]>([
    [
      'another account',
      {
        accountAddress: privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
          .address,
      },
    ],
    ['another chain', { chainId: 'eip155:1' }],
    ['another domain', { domain: 'evil.example' }],
    ['another uri', { uri: 'http://localhost:5173/other' }],
    ['another nonce', { nonce: 'Zz00Zz00Zz00' }],
    ['another issued-at', { issuedAt: '2026-03-01T11:58:00.000Z' }],
    ['another expiration', { expirationTime: '2026-03-09T11:59:00.000Z' }],
    ['a not-before the message lacks', { notBefore: '2026-03-01T11:59:00.000Z' }],
    ['another statement', { statement: 'Something else' }],
    ['resources the message lacks', { resources: ['https://localhost:5173/terms'] }],
  ])('refuses a session whose data says %s than its message', async (_, change) => {
    const session = await signedSession(dataFor(owner.address))
    expect(await verifier().verify({ ...session, data: { ...session.data, ...change } })).toBe(false)
  })

  it('refuses a tampered message, a foreign signature and a non-hex one', async () => {
    const session = await signedSession(dataFor(owner.address))
    expect(await verifier().verify({ ...session, message: session.message.replace('Foyer demo', 'Foyer dem0') })).toBe(
      false,
    )
    const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
    expect(
      await verifier().verify({ ...session, signature: await stranger.signMessage({ message: session.message }) }),
    ).toBe(false)
    expect(await verifier().verify({ ...session, signature: 'zz' })).toBe(false)
  })

  it('refuses expired and not-yet-valid sessions', async () => {
    const expired = await signedSession(dataFor(owner.address, { expirationTime: '2026-03-01T12:00:00.000Z' }))
    expect(await verifier().verify(expired)).toBe(false)
    const early = await signedSession(dataFor(owner.address, { notBefore: '2026-03-01T12:00:01.000Z' }))
    expect(await verifier().verify(early)).toBe(false)
    // The same two at a clock where they hold: it is the window, not the signature, that failed above.
    const later = createEvmSiwxVerifier({ networks: [], now: () => new Date('2026-03-01T12:00:01Z') })
    expect(await later.verify(early)).toBe(true)
    const earlier = createEvmSiwxVerifier({ networks: [], now: () => new Date('2026-03-01T11:59:59Z') })
    expect(await earlier.verify(expired)).toBe(true)
  })

  it('resolves false, never throws, for sessions of another namespace or of the wrong shape', async () => {
    const session = await signedSession(dataFor(owner.address))
    expect(
      await verifier().verify({
        ...session,
        data: { ...session.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      }),
    ).toBe(false)
    expect(await verifier().verify({ ...session, data: { ...session.data, chainId: 'eip155' as never } })).toBe(false)
    expect(await verifier().verify({ ...session, message: 'hello' })).toBe(false)
    expect(await verifier().verify({} as SIWXSession)).toBe(false)
    expect(await verifier().verify(null as unknown as SIWXSession)).toBe(false)
  })

  describe('sessions with a CACAO (WalletConnect one-click sign-in)', () => {
    /** The CACAO a wallet returns for `session`: its fields, the issuer on the session's chain, and the signature. */
    const withCacao = (session: SIWXSession, t = 'eip191'): SIWXSession => {
      const { data } = session
      return {
        ...session,
        cacao: {
          h: { t: 'caip122' },
          p: {
            iss: `did:pkh:${data.chainId}:${data.accountAddress}`,
            domain: data.domain,
            aud: data.uri,
            version: '1',
            nonce: data.nonce,
            iat: data.issuedAt,
            ...(data.expirationTime ? { exp: data.expirationTime } : {}),
            ...(data.statement ? { statement: data.statement } : {}),
            ...(data.resources ? { resources: data.resources } : {}),
          },
          s: { t, s: session.signature },
        },
      }
    }

    it('accepts an EOA (eip191) CACAO session and a smart-account (eip1271) one, checked on its chain', async () => {
      expect(
        await verifier().verify(
          withCacao(await signedSession(dataFor(owner.address, { resources: ['urn:recap:eyJhdHQiOnt9fQ'] }))),
        ),
      ).toBe(true)
      const smart = withCacao(await signedSession(dataFor(smartAccount)), 'eip1271')
      expect(await verifier().verify(smart)).toBe(true)
      // Without the chain's RPC an ERC-1271 signature cannot be checked.
      expect(await createEvmSiwxVerifier({ networks: [], now: clock }).verify(smart)).toBe(false)
    })

    it('refuses a CACAO that says something else than the session, or an unknown signature type', async () => {
      const session = withCacao(await signedSession(dataFor(owner.address)))
      const cacao = session.cacao!
      const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
      const variants: SIWXSession['cacao'][] = [
        { ...cacao, s: { ...cacao.s, t: 'ed25519' } },
        { ...cacao, s: { ...cacao.s, s: await stranger.signMessage({ message: session.message }) } },
        { ...cacao, p: { ...cacao.p, iss: `did:pkh:eip155:1:${owner.address}` } },
        { ...cacao, p: { ...cacao.p, iss: `did:pkh:eip155:31337:${stranger.address}` } },
        { ...cacao, p: { ...cacao.p, domain: 'evil.example' } },
        { ...cacao, p: { ...cacao.p, nonce: 'Zz00Zz00Zz00' } },
        { ...cacao, p: { ...cacao.p, aud: 'http://localhost:5173/other' } },
        { ...cacao, p: { ...cacao.p, exp: '2026-03-09T11:59:00.000Z' } },
        { ...cacao, p: { ...cacao.p, statement: 'Something else' } },
        { ...cacao, h: { t: 'jwt' } },
      ]
      for (const variant of variants) expect(await verifier().verify({ ...session, cacao: variant })).toBe(false)
      // The same session with its own CACAO holds: it is the difference that failed above.
      expect(await verifier().verify(session)).toBe(true)
    })
  })
})
