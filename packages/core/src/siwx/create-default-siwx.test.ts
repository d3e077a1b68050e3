// The default SIWX's own rules: verified in, verified out, expired and tampered sessions dropped. The verifier is a
// keyed-digest stand-in; real signatures are verified in @foyer/evm and @foyer/solana.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage.js'
import { createDefaultSiwx } from './create-default-siwx.js'
import { SIWX_STORAGE_KEY, createLocalSiwxStorage } from './local-storage.js'
import { parseSiweMessage } from './siwe-parse-message.js'
import type { SIWXSession, SIWXVerifier } from './types.js'

const digest = (message: string) => bytesToHex(sha256(utf8ToBytes(message)))
const digestTestVerifier: SIWXVerifier = {
  chainNamespace: 'eip155',
  verify: async (s) => s.signature === digest(s.message),
}
const ACCOUNT = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'

function make(now = () => new Date('2026-01-01T00:00:00Z')) {
  const storage = createMemoryStorage()
  const siwx = createDefaultSiwx({
    verifiers: [digestTestVerifier],
    storage: createLocalSiwxStorage({ storage }),
    messenger: { domain: 'app.example', uri: 'https://app.example/', statement: 'Welcome', expiration: 60_000 },
    now,
  })
  const sign = async (): Promise<SIWXSession> => {
    const message = await siwx.createMessage({ accountAddress: ACCOUNT, chainId: 'eip155:1' })
    const { toString, ...data } = message
    return { data, message: toString(), signature: digest(toString()) }
  }
  return { siwx, storage, sign }
}

describe('createDefaultSiwx', () => {
  it('writes an EIP-4361 message with an EIP-55 address, a fresh nonce and the configured expiry', async () => {
    const { siwx } = make()
    const a = await siwx.createMessage({ accountAddress: ACCOUNT, chainId: 'eip155:1' })
    const b = await siwx.createMessage({ accountAddress: ACCOUNT, chainId: 'eip155:1' })
    expect(a.nonce).not.toBe(b.nonce)
    expect(parseSiweMessage(a.toString())).toMatchObject({
      domain: 'app.example',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      statement: 'Welcome',
      uri: 'https://app.example/',
      chainId: 1,
      nonce: a.nonce,
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:01:00.000Z',
    })
    expect(a.accountAddress).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  })

  it('stores a session that verifies and finds it case-insensitively by EVM address', async () => {
    const { siwx, sign } = make()
    await siwx.addSession(await sign())
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', ACCOUNT.toUpperCase().replace('0X', '0x'))).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', ACCOUNT)).toHaveLength(0)
  })

  it('refuses a session whose signature does not match, storing nothing', async () => {
    const { siwx, sign, storage } = make()
    const session = await sign()
    await expect(siwx.addSession({ ...session, signature: digest('something else') })).rejects.toThrow('does not match')
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })

  it('refuses a namespace it has no verifier for', async () => {
    const { siwx, sign } = make()
    const session = await sign()
    await expect(siwx.addSession({ ...session, data: { ...session.data, chainId: 'solana:abc' } })).rejects.toThrow(
      'No sign-in verifier',
    )
  })

  it('drops expired and tampered sessions from storage when read', async () => {
    let clock = new Date('2026-01-01T00:00:00Z')
    const { siwx, sign, storage } = make(() => clock)
    await siwx.addSession(await sign())
    clock = new Date('2026-01-01T00:02:00Z')
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toEqual([])
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull()

    clock = new Date('2026-01-01T00:00:00Z')
    await siwx.addSession(await sign())
    const [stored] = JSON.parse(storage.getItem(SIWX_STORAGE_KEY)!)
    storage.setItem(
      SIWX_STORAGE_KEY,
      JSON.stringify([{ ...stored, message: stored.message.replace('Welcome', 'Welcome, admin') }]),
    )
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toEqual([])
    storage.setItem(SIWX_STORAGE_KEY, '{"not":"a list"')
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toEqual([])
  })

  it('setSessions keeps only the ones that verify; revokeSession removes them', async () => {
    const { siwx, sign } = make()
    const good = await sign()
    await siwx.setSessions([good, { ...good, signature: 'bad' }])
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toEqual([good])
    await siwx.revokeSession('eip155:1', ACCOUNT)
    expect(await siwx.getSessions('eip155:1', ACCOUNT)).toEqual([])
  })

  it('refuses a multi-line statement at creation', () => {
    expect(() => createDefaultSiwx({ messenger: { statement: 'one\ntwo' } })).toThrow('single line')
  })
})
