// The Wallet Standard wallet's features against a scripted stand-in for the frame channel (the real frame signs in
// e2e/login.e2e.ts): connect needs a login, messages and transactions travel in the frame's encodings, change events.
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { EmbeddedSession } from '../protocol/index.js'
import { FrameRequestError, type FrameChannel } from './frame-channel.js'
import { createSolanaWallet } from './solana-wallet.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const session: EmbeddedSession = {
  user: { id: 'u', provider: 'email', email: 'ada@example.com', createdAt: '2026-11-25T00:00:00Z' },
  accounts: {
    eip155: { eoa: '0x00000000000000000000000000000000000000e0', smartAccount: null, preferred: 'eoa' },
    solana: { eoa: ADDRESS },
  },
}

function setup(answer: (payload: { method: string; params: unknown; chainId: unknown }) => unknown) {
  let current: EmbeddedSession | null = null
  const requests: unknown[] = []
  const channel = {
    async request(_type: string, payload: { method: string; params: unknown; chainId: unknown }) {
      requests.push(payload)
      return answer(payload)
    },
  } as unknown as FrameChannel
  const wallet = createSolanaWallet({
    channel,
    name: 'Foyer Embedded Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    session: () => current,
  })
  return { wallet, requests, login: () => (current = session) }
}

describe('embedded Solana wallet (Wallet Standard)', () => {
  it('connects only after a login, and reports account changes', async () => {
    const { wallet, login } = setup(() => null)
    await expect(wallet.features['standard:connect'].connect()).rejects.toThrow('Log in to use the embedded wallet')
    login()
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([ADDRESS])
    expect(base58.encode(new Uint8Array(accounts[0]!.publicKey))).toBe(ADDRESS)
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', (p) => changes.push(p.accounts?.length))
    wallet.sessionChanged(null)
    expect(changes).toEqual([0])
    expect(wallet.accounts).toEqual([])
  })

  it('signs a message and a transaction through the frame in its encodings, on the chain asked', async () => {
    const signature = new Uint8Array(64).fill(7)
    const signedTx = new Uint8Array([1, 2, 3, 4])
    const { wallet, login, requests } = setup(({ method }) =>
      method === 'solana_signMessage'
        ? { signature: base58.encode(signature) }
        : { transaction: base64.encode(signedTx), signature: base58.encode(signature) },
    )
    login()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const account = accounts[0]!
    const message = new TextEncoder().encode('hello')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(signed!.signature).toEqual(signature)
    const tx = new Uint8Array([9, 9, 9])
    const [out] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: tx,
      chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    expect(out!.signedTransaction).toEqual(signedTx)
    expect(requests).toEqual([
      {
        namespace: 'solana',
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: ADDRESS },
      },
      {
        namespace: 'solana',
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(tx) },
      },
    ])
  })

  it("passes the frame's rejection on with its code", async () => {
    const { wallet, login } = setup(() => {
      throw new FrameRequestError(4001, 'User rejected the request.')
    })
    login()
    const { accounts } = await wallet.features['standard:connect'].connect()
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})
