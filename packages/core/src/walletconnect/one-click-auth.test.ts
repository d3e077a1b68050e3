// The pure parts of one-click sign-in. The CACAOs are built with WalletConnect's own utils (what a WalletKit wallet
// uses), so the message core rebuilds is compared with the SDK's text for the same payload, field by field variant.
import { describe, expect, it } from 'vitest'
import { walletConnectSdkRequire } from '@foyer/devnet'
import { buildOptionalNamespaces } from './namespaces.js'
import { authenticateParams, CacaoSessionError, oneClickChains, siwxSessionOfCacao } from './one-click-auth.js'
import { defineChain } from '../chains/define-chain.js'
import { parseSiweMessage } from '../siwx/siwe-parse-message.js'
import type { Cacao } from '../siwx/types.js'

type Payload = {
  type: string
  chains: string[]
  domain: string
  aud: string
  version: string
  nonce: string
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}
const utils = walletConnectSdkRequire()('@walletconnect/utils') as {
  formatMessage(payload: Payload, iss: string): string
  buildAuthObject(payload: Payload, signature: { t: string; s: string }, iss: string): Cacao
  populateAuthPayload(args: { authPayload: Payload; chains: string[]; methods: string[] }): Payload
  createEncodedRecap(resource: string, ability: string, actions: string[]): string
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const evm = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    network: `c${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  })
const sol = defineChain({
  id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
  chainNamespace: 'solana',
  name: 'Sol',
  network: 'sol',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

const base: Payload = {
  type: 'caip122',
  chains: ['eip155:31337'],
  domain: 'foyer.test',
  aud: 'https://foyer.test/app',
  version: '1',
  nonce: 'K2pQ8wZr4tYb',
  iat: '2026-11-21T08:00:00.123Z',
}

describe('oneClickChains', () => {
  it('applies when eip155 is the only namespace asked for (active chain first), not with solana too', () => {
    const anvil = evm(31337)
    expect(oneClickChains(buildOptionalNamespaces([evm(1), anvil], anvil))).toEqual(['eip155:31337', 'eip155:1'])
    expect(oneClickChains(buildOptionalNamespaces([evm(1), sol], evm(1)))).toBeUndefined()
    expect(oneClickChains(buildOptionalNamespaces([sol], sol))).toBeUndefined()
  })
})

describe('authenticateParams', () => {
  it('takes the fields from the SIWX request, asks for the session methods and keeps the rpcMap', () => {
    const namespaces = buildOptionalNamespaces([evm(31337)])
    const params = authenticateParams(
      {
        domain: 'foyer.test',
        uri: 'https://foyer.test/app',
        nonce: 'K2pQ8wZr4tYb',
        statement: 'Hi',
        expirationTime: '2026-11-22T08:00:00.000Z',
        resources: ['https://foyer.test/terms'],
      },
      ['eip155:31337'],
      namespaces,
    )
    expect(params).toEqual({
      chains: ['eip155:31337'],
      domain: 'foyer.test',
      uri: 'https://foyer.test/app',
      nonce: 'K2pQ8wZr4tYb',
      statement: 'Hi',
      exp: '2026-11-22T08:00:00.000Z',
      resources: ['https://foyer.test/terms'],
      methods: namespaces.eip155!.methods,
      optionalNamespaces: namespaces,
    })
    expect((params.optionalNamespaces as typeof namespaces).eip155!.rpcMap).toEqual({ 31337: 'http://127.0.0.1:31337' })
  })
})

describe('siwxSessionOfCacao', () => {
  const recap = utils.createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
  const variants: [string, Payload][] = [
    ['no statement', base],
    ['a statement', { ...base, statement: 'Sign in to the Foyer test app' }],
    [
      'every optional field',
      {
        ...base,
        statement: 'Hi there',
        exp: '2026-11-22T08:00:00.123Z',
        nbf: '2026-11-21T08:00:00Z',
        requestId: 'req-1',
        resources: ['https://foyer.test/terms', 'ipfs://bafy'],
      },
    ],
    // What a WalletKit wallet sends back: the ReCap narrowed to its methods, its line added to the statement.
    [
      'a ReCap, as populateAuthPayload writes it',
      utils.populateAuthPayload({
        authPayload: { ...base, statement: 'Sign in', resources: [recap] },
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
      }),
    ],
    [
      'a ReCap and no statement',
      utils.populateAuthPayload({
        authPayload: { ...base, resources: [recap] },
        chains: ['eip155:31337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
      }),
    ],
  ]
  it.each(variants)('rebuilds exactly the text the SDK writes, with %s', (_, payload) => {
    const iss = `did:pkh:eip155:31337:${ADDRESS}`
    const cacao = utils.buildAuthObject(payload, { t: 'eip191', s: '0x1234' }, iss)
    const session = siwxSessionOfCacao(cacao)
    expect(session.message).toBe(utils.formatMessage(cacao.p as unknown as Payload, iss))
    expect(session.signature).toBe('0x1234')
    expect(session.cacao).toBe(cacao)
    const fields = parseSiweMessage(session.message)
    expect(session.data).toEqual({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: payload.domain,
      uri: payload.aud,
      version: '1',
      nonce: payload.nonce,
      issuedAt: payload.iat,
      ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
      ...(payload.exp ? { expirationTime: payload.exp } : {}),
      ...(payload.nbf ? { notBefore: payload.nbf } : {}),
      ...(payload.requestId ? { requestId: payload.requestId } : {}),
      ...(payload.resources ? { resources: payload.resources } : {}),
    })
  })

  it('the chain and account come from the issuer', () => {
    const session = siwxSessionOfCacao(
      utils.buildAuthObject(base, { t: 'eip1271', s: '0xab' }, `did:pkh:eip155:8453:${ADDRESS}`),
    )
    expect(session.data).toMatchObject({ chainId: 'eip155:8453', accountAddress: ADDRESS })
    expect(parseSiweMessage(session.message).chainId).toBe(8453)
  })

  it('throws for what is not an EIP-4361 sign-in: another namespace, a lower-case address, a statement with a line break', () => {
    expect(() =>
      siwxSessionOfCacao(
        utils.buildAuthObject(base, { t: 'eip191', s: '0x' }, 'did:pkh:solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx:abc'),
      ),
    ).toThrow(CacaoSessionError)
    expect(() =>
      siwxSessionOfCacao(
        utils.buildAuthObject(base, { t: 'eip191', s: '0x' }, `did:pkh:eip155:1:${ADDRESS.toLowerCase()}`),
      ),
    ).toThrow(/EIP-55/)
    expect(() =>
      siwxSessionOfCacao(
        utils.buildAuthObject(
          { ...base, statement: 'a\nURI: https://evil' },
          { t: 'eip191', s: '0x' },
          `did:pkh:eip155:1:${ADDRESS}`,
        ),
      ),
    ).toThrow(/single line/)
    expect(() =>
      siwxSessionOfCacao({
        h: { t: 'caip122' },
        p: { ...base, iss: `did:pkh:eip155:1:${ADDRESS}`, aud: '' },
        s: { t: 'eip191', s: '0x' },
      }),
    ).toThrow(CacaoSessionError)
  })
})
