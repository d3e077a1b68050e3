// The AUTH connector in a real client: the embedded wallet's EIP-6963 provider and Wallet Standard wallet (as the
// scripted adapters discover them) become one connector, a login connects both namespaces with the user, a sign-out
// disconnects, and the frame's approval screen opens and leaves the ApproveTransaction view.
import { foyerDevnet } from '@foyer/devnet/chains'
import { describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from '../chains/index.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { FoyerOptionsError } from '../errors.js'
import { createMemoryStorage } from '../storage.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'
import { inMemoryAuthHost } from './test-auth-host.js'
import type { AuthSession } from './types.js'

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const session: AuthSession = {
  user: { id: 'u1', email: 'ada@example.com', provider: 'email', createdAt: '2026-11-25T00:00:00Z' },
  accounts: { eip155: { eoa: EOA, smartAccount: SMART, preferred: 'smartAccount' }, solana: { eoa: SOL } },
}

async function setup() {
  const auth = inMemoryAuthHost()
  const evm = scriptedTestAdapter('eip155', [
    {
      id: 'test.wallet',
      rdns: 'test.wallet',
      name: 'Test Wallet',
      type: 'ANNOUNCED',
      chains: ['eip155'],
      installed: true,
    },
    {
      id: auth.evmRdns,
      rdns: auth.evmRdns,
      name: 'Foyer Embedded Wallet',
      type: 'ANNOUNCED',
      chains: ['eip155'],
      installed: true,
    },
  ])
  const sol = scriptedTestAdapter('solana', [
    {
      id: `solana:${auth.solanaWalletName}`,
      name: auth.solanaWalletName,
      type: 'ANNOUNCED',
      chains: ['solana'],
      installed: true,
    },
  ])
  evm.nextConnect = async () => ({ address: SMART, addresses: [SMART], chainId: 31337 })
  sol.nextConnect = async () => ({ address: SOL, chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
  const client = createFoyerClient({
    networks: [foyerDevnet, solanaDevnet],
    adapters: [evm, sol],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    auth,
  })
  await client.start()
  return { client, auth, evm, sol }
}

describe('the embedded wallet (auth option)', () => {
  it('lists its provider and wallet as one AUTH connector, never as wallet rows', async () => {
    const { client } = await setup()
    const auth = client.stores.connectors.getState().connectors.find((c) => c.id === 'auth')
    expect(auth).toMatchObject({ type: 'AUTH', chains: ['eip155', 'solana'] })
    expect(auth?.connectors?.map((c) => c.id)).toEqual(['dev.foyer.embedded', 'solana:Foyer Embedded Wallet'])
    const rows = client.getWalletSections().flatMap((s) => s.wallets.map((w) => w.name))
    expect(rows).toEqual(['Test Wallet'])
  })

  it('connects both namespaces after a login, with the user, the account types and the smart account state', async () => {
    const { client, evm, auth } = await setup()
    evm.request = async (args) => {
      evm.requests.push(args)
      return args.method === 'eth_getCode' ? '0x' : null
    }
    client.open()
    auth.setSession(session)
    await client.connectAuth(session)
    const { eip155, solana } = client.stores.accounts.getState()
    expect(eip155).toMatchObject({
      status: 'connected',
      address: SMART,
      user: session.user,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(eip155!.allAccounts).toEqual([{ address: SMART, type: 'smartAccount', namespace: 'eip155' }])
    expect(eip155!.socialProvider).toBeUndefined()
    expect(solana).toMatchObject({ status: 'connected', address: SOL, user: session.user, preferredAccountType: 'eoa' })
    expect(evm.requests).toContainEqual({ method: 'eth_getCode', params: [SMART, 'latest'] })
    expect(client.stores.modal.getState().open).toBe(false)
    // A login is not a "recent wallet" row.
    expect(client.getWalletSections().find((s) => s.name === 'recent')).toBeUndefined()
  })

  it('records the social provider of a social login', async () => {
    const { client, auth } = await setup()
    const social: AuthSession = { ...session, user: { ...session.user, provider: 'github', handle: 'ada' } }
    auth.setSession(social)
    await client.connectAuth(social)
    expect(client.stores.accounts.getState().eip155!.socialProvider).toBe('github')
  })

  it('disconnects every namespace when the embedded wallet signs out', async () => {
    const { client, auth } = await setup()
    auth.setSession(session)
    await client.connectAuth(session)
    await auth.signOut()
    await vi.waitFor(() => {
      const { eip155, solana } = client.stores.accounts.getState()
      expect(eip155!.status).toBe('disconnected')
      expect(solana!.status).toBe('disconnected')
      expect(eip155!.user).toBeUndefined()
    })
  })

  it('opens ApproveTransaction while the frame asks, and returns to where the person was', async () => {
    const { client, auth } = await setup()
    auth.setApprovalPending(true)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    auth.setApprovalPending(false)
    expect(client.stores.modal.getState().open).toBe(false)
    // A second request with the modal closed opens it again (the router still names the last view).
    auth.setApprovalPending(true)
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    auth.setApprovalPending(false)
    expect(client.stores.modal.getState().open).toBe(false)

    client.open({ view: 'Networks' })
    auth.setApprovalPending(true)
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    auth.setApprovalPending(false)
    expect(client.stores.router.getState().view).toBe('Networks')
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('refuses connectAuth without auth, and an auth object missing a method', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], storage: createMemoryStorage(), logLevel: 'silent' })
    await expect(client.connectAuth(session)).rejects.toThrow('Connector not found')
    const broken = { ...inMemoryAuthHost(), emailStart: undefined } as never
    expect(() => createFoyerClient({ networks: [foyerDevnet], auth: broken })).toThrow(FoyerOptionsError)
    expect(() => createFoyerClient({ networks: [foyerDevnet], auth: broken })).toThrow(
      'auth.emailStart must be a function',
    )
  })
})
