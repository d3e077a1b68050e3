// What the sessions tests share: a config with a real anvil for EVM verification (Solana sign-in needs no node), keys
// that sign for real (viem accounts, Node's ed25519), and helpers that walk the nonce → message → signature steps.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { formatSessionRevokeMessage, formatSiweMessage } from '@foyer/core'
import { formatSiwsMessage } from '@foyer/solana/siws'
import { getBase58Decoder } from '@solana/kit'
import type { LocalAccount } from 'viem'
import type { FoyerServerConfigInput } from '../../../config/config-schema.js'
import { TEST_ORIGIN, TEST_PROJECT, testConfig, withClient } from '../../../test/server-fixture.js'
import { EVM_CHAIN, SOLANA_CHAIN } from '../../../test/test-chains.js'

export { EVM_CHAIN, SOLANA_CHAIN }
export const DOMAIN = new URL(TEST_ORIGIN).host
/** Configured, but not one the test project enables. */
export const OTHER_EVM_CHAIN = 'eip155:31338'

export type Requester = (path: string, init?: RequestInit) => Promise<Response>

export function sessionsTestConfig(rpcUrl: string, sessions: FoyerServerConfigInput['sessions'] = {}) {
  return testConfig({
    chains: [
      { id: EVM_CHAIN, rpcUrls: [rpcUrl] },
      { id: OTHER_EVM_CHAIN, rpcUrls: [rpcUrl] },
      // Never called: a SIWS signature is checked offline.
      { id: SOLANA_CHAIN, rpcUrls: ['http://127.0.0.1:9'] },
    ],
    projects: [
      {
        id: TEST_PROJECT,
        allowedOrigins: [TEST_ORIGIN],
        rateLimitPerMinute: 1_000_000,
        chains: [EVM_CHAIN, SOLANA_CHAIN],
      },
    ],
    sessions,
  })
}

export const post = (request: Requester, path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(withClient(path), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

export async function getNonce(request: Requester): Promise<string> {
  const response = await post(request, '/v1/auth/nonce', {})
  if (!response.ok) throw new Error(`nonce: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { nonce: string }).nonce
}

export interface MessageOverrides {
  domain?: string
  uri?: string
  chainId?: number
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
}

export async function siweSignIn(request: Requester, account: LocalAccount, overrides: MessageOverrides = {}) {
  const nonce = overrides.nonce ?? (await getNonce(request))
  const message = formatSiweMessage({
    domain: overrides.domain ?? DOMAIN,
    address: account.address,
    statement: 'Sign in to the test app',
    uri: overrides.uri ?? `${TEST_ORIGIN}/`,
    version: '1',
    chainId: overrides.chainId ?? 31337,
    nonce,
    issuedAt: overrides.issuedAt ?? new Date().toISOString(),
    expirationTime: overrides.expirationTime,
    notBefore: overrides.notBefore,
  })
  return { message, signature: await account.signMessage({ message }), nonce }
}

export interface SolanaKey {
  address: string
  privateKey: KeyObject
  sign(text: string): string
}

export function solanaKey(): SolanaKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  // The raw key is the last 32 bytes of the SPKI encoding.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const base58 = getBase58Decoder()
  return {
    address: base58.decode(raw),
    privateKey,
    sign: (text) => base58.decode(sign(null, Buffer.from(text, 'utf8'), privateKey)),
  }
}

export async function siwsSignIn(request: Requester, key: SolanaKey, overrides: MessageOverrides = {}) {
  const nonce = overrides.nonce ?? (await getNonce(request))
  const message = formatSiwsMessage({
    domain: overrides.domain ?? DOMAIN,
    address: key.address,
    statement: 'Sign in to the test app',
    uri: overrides.uri ?? `${TEST_ORIGIN}/`,
    version: '1',
    chainId: 'localnet',
    nonce,
    issuedAt: overrides.issuedAt ?? new Date().toISOString(),
    ...(overrides.expirationTime ? { expirationTime: overrides.expirationTime } : {}),
    ...(overrides.notBefore ? { notBefore: overrides.notBefore } : {}),
  })
  return { message, signature: key.sign(message), nonce }
}

/** The session cookie's `name=value` from a Set-Cookie answer. */
export function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? ''
  return header.split(';')[0]!
}

export const revokeMessage = formatSessionRevokeMessage
