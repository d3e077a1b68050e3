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
      id: 2, kind: 'wc_proposal', namespace: 'walletconnect', dapp: { name: '', url: 'http://127.0.0.1:4000', icons: [] },
      chains: [], methods: [], events: [], accounts: [],
    })
    expect(title).toBe('Connect to 127.0.0.1:4000 (WalletConnect)')
    expect(chainLabel('eip155:1', new Map([['eip155:1', 'Ethereum']]))).toBe('Ethereum (eip155:1)')
  })
})
