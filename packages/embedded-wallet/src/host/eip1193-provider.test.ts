// The EIP-1193 provider's own answers (accounts, chain, EIP-2255 permissions) and what it forwards to the frame, with a
// scripted stand-in for the frame channel (the real frame answers in e2e/login.e2e.ts).
import { describe, expect, it } from 'vitest'
import type { EmbeddedSession } from '../protocol/index.js'
import { createEip1193Provider, ProviderRpcError } from './eip1193-provider.js'
import { FrameRequestError, type FrameChannel } from './frame-channel.js'

const session: EmbeddedSession = {
  user: { id: 'u', email: 'ada@example.com', provider: 'email', createdAt: '2026-11-25T00:00:00Z' },
  accounts: {
    eip155: {
      eoa: '0x00000000000000000000000000000000000000e0',
      smartAccount: '0x00000000000000000000000000000000000000a0',
      preferred: 'smartAccount',
    },
    solana: { eoa: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
  },
}

function scriptedChannel(answer: (payload: unknown) => unknown) {
  const requests: unknown[] = []
  const channel = {
    async request(type: string, payload: unknown) {
      requests.push({ type, ...(payload as object) })
      return answer(payload)
    },
  } as unknown as FrameChannel
  return { channel, requests }
}

describe('embedded EIP-1193 provider', () => {
  it('answers accounts with the preferred address, refuses eth_requestAccounts before a login', async () => {
    let current: EmbeddedSession | null = null
    const { channel } = scriptedChannel(() => null)
    const provider = createEip1193Provider({ channel, chainIds: [31337, 31338], session: () => current })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const refused = await provider.request({ method: 'eth_requestAccounts' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ code: 4100 })
    current = session
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([session.accounts.eip155.smartAccount])
    expect(await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })).toEqual([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [session.accounts.eip155.smartAccount] }],
      },
    ])
  })

  it('switches among the configured chains with chainChanged, and refuses others with 4902', async () => {
    const { channel, requests } = scriptedChannel(() => '0x1')
    const provider = createEip1193Provider({ channel, chainIds: [31337, 31338], session: () => session })
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({ method: 'eth_getBalance', params: ['0x00', 'latest'] })
    expect(requests).toEqual([
      { type: 'rpc', namespace: 'eip155', chainId: 31338, method: 'eth_getBalance', params: ['0x00', 'latest'] },
    ])
  })

  it("turns the frame's refusals into EIP-1193 errors with the same code and text", async () => {
    const { channel } = scriptedChannel(() => {
      throw new FrameRequestError(4200, 'Requested RPC call is not allowed')
    })
    const provider = createEip1193Provider({ channel, chainIds: [31337], session: () => session })
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
  })

  it('says accountsChanged on an account-type switch and disconnect on sign-out', () => {
    const { channel } = scriptedChannel(() => null)
    const provider = createEip1193Provider({ channel, chainIds: [31337], session: () => session })
    const events: unknown[] = []
    provider.on('accountsChanged', (a) => events.push(['accountsChanged', a]))
    provider.on('disconnect', () => events.push(['disconnect']))
    const eoa: EmbeddedSession = {
      ...session,
      accounts: { ...session.accounts, eip155: { ...session.accounts.eip155, preferred: 'eoa' } },
    }
    provider.sessionChanged(session, eoa)
    provider.sessionChanged(eoa, eoa)
    provider.sessionChanged(eoa, null)
    expect(events).toEqual([
      ['accountsChanged', [session.accounts.eip155.eoa]],
      ['accountsChanged', []],
      ['disconnect'],
    ])
  })
})
