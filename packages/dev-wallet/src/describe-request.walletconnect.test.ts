import { describe, expect, it } from 'vitest'
import { chainLabel, describeRequest } from './describe-request.js'

describe('describeRequest: WalletConnect proposals', () => {
  it('names the dapp, its URL, the chains (Solana ones by name) and the methods', () => {
    const { title, rows } = describeRequest({
      id: 1,
      kind: 'wc_proposal',
      namespace: 'walletconnect',
      dapp: { name: 'Foyer Demo', url: 'http://127.0.0.1:5173', icons: [] },
      chains: ['eip155:31337', 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'],
      methods: ['personal_sign', 'solana_signMessage'],
      events: ['accountsChanged'],
      accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    })
    expect(title).toBe('Connect to Foyer Demo (WalletConnect)')
    expect(Object.fromEntries(rows)).toEqual({
      Dapp: 'Foyer Demo',
      URL: 'http://127.0.0.1:5173',
      Chains: 'eip155:31337\nFoyer Solana Devnet (solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx)',
      Methods: 'personal_sign\nsolana_signMessage',
      Events: 'accountsChanged',
      Accounts: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('falls back to the host for an unnamed dapp', () => {
    const { title } = describeRequest({
      id: 2,
      kind: 'wc_proposal',
      namespace: 'walletconnect',
      dapp: { name: '', url: 'http://127.0.0.1:4000', icons: [] },
      chains: [],
      methods: [],
      events: [],
      accounts: [],
    })
    expect(title).toBe('Connect to 127.0.0.1:4000 (WalletConnect)')
    expect(chainLabel('eip155:1', new Map([['eip155:1', 'Ethereum']]))).toBe('Ethereum (eip155:1)')
  })
})

describe('describeRequest: WalletConnect one-click sign-in', () => {
  const request = {
    id: 3,
    kind: 'wc_authenticate' as const,
    namespace: 'walletconnect' as const,
    dapp: { name: 'Foyer Demo', url: 'http://127.0.0.1:5173', icons: [] },
    domain: '127.0.0.1:5173',
    statement: 'Sign in to the Foyer demo',
    chains: ['eip155:31337', 'eip155:31338'],
    account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    messages: [
      { chain: 'eip155:31337', message: '127.0.0.1:5173 wants you to sign in with your Ethereum account:\n0xf39F…' },
      { chain: 'eip155:31338', message: '…' },
    ],
  }
  it('names the dapp, the domain, the statement, the chains, the account and the first message', () => {
    const { title, rows } = describeRequest(request)
    expect(title).toBe('Sign in to Foyer Demo (WalletConnect)')
    expect(Object.fromEntries(rows)).toEqual({
      Dapp: 'Foyer Demo',
      URL: 'http://127.0.0.1:5173',
      Domain: '127.0.0.1:5173',
      Statement: 'Sign in to the Foyer demo',
      Chains: 'eip155:31337\neip155:31338',
      Account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'Message (1 of 2)': request.messages[0]!.message,
    })
  })

  it('warns when the message names another site than the dapp', () => {
    const { rows } = describeRequest({ ...request, domain: 'evil.example', messages: [request.messages[0]!] })
    expect(Object.fromEntries(rows)).toMatchObject({
      Warning: 'The message names evil.example, but the dapp says it is 127.0.0.1:5173.',
      Message: request.messages[0]!.message,
    })
  })
})
