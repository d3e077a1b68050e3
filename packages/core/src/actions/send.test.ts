import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { solanaDevnet } from '../chains/index.js'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, FoyerError, NetworkChangedError, NetworkUnreachableError } from '../errors.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'
import type { FoyerEvent } from '../types.js'

async function connected(networks = [foyerDevnet]) {
  const adapter = scriptedTestAdapter()
  const client = createFoyerClient({ networks, adapters: [adapter], storage: createMemoryStorage() })
  const events: FoyerEvent[] = []
  client.subscribeEvents((e) => events.push(e))
  await client.start()
  await client.connect('test.wallet')
  return { client, adapter, events }
}

describe('send', () => {
  it('goes signing → pending → confirmed, polling the status, then refreshes the balance', async () => {
    const { client, adapter, events } = await connected()
    const balance = vi.spyOn(adapter, 'getBalance')
    const seen: string[] = []
    client.stores.send.subscribe((s, prev) => s.status !== prev.status && seen.push(s.status))
    const { id } = await client.send({ to: '0x2222222222222222222222222222222222222222', amount: '1' })
    expect(id).toBe('tx-1')
    await vi.waitFor(() => expect(client.stores.send.getState().status).toBe('confirmed'), { timeout: 4000 })
    expect(seen).toEqual(['signing', 'pending', 'confirmed'])
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
    await vi.waitFor(() => expect(balance).toHaveBeenCalled())
  })

  it('remembers the transfer for Activity: pending on top, then confirmed', async () => {
    const { client } = await connected()
    const to = '0x2222222222222222222222222222222222222222'
    const { id } = await client.send({ to, amount: '1.5' })
    expect(client.stores.transactions.getState().local).toEqual([
      expect.objectContaining({ id, to, amount: '1.5', symbol: 'ETH', status: 'pending' }),
    ])
    await vi.waitFor(() => expect(client.stores.transactions.getState().local[0]?.status).toBe('confirmed'), {
      timeout: 4000,
    })
  })

  it('sends nothing when the wallet moved to another network since the transfer was prepared', async () => {
    const { client, adapter } = await connected([foyerDevnet, foyerDevnet2])
    const sends = vi.spyOn(adapter, 'sendToken')
    const to = '0x2222222222222222222222222222222222222222'
    // The wallet moves to the other listed network, then to one the app does not list.
    for (const chainId of [foyerDevnet2.id, 137]) {
      adapter.context!.onChainChanged(chainId)
      const sent = client.send({ to, amount: '1', caipNetworkId: foyerDevnet.caipNetworkId })
      await expect(sent).rejects.toBeInstanceOf(NetworkChangedError)
      await expect(sent).rejects.toMatchObject({ expected: 'eip155:31337', actual: `eip155:${chainId}` })
    }
    expect(sends).not.toHaveBeenCalled()
    expect(client.stores.send.getState().status).toBe('idle')
    // Back on the network it was prepared for, it goes.
    adapter.context!.onChainChanged(foyerDevnet.id)
    await expect(client.send({ to, amount: '1', caipNetworkId: foyerDevnet.caipNetworkId })).resolves.toEqual({
      id: 'tx-1',
    })
  })

  it("reports the adapter's spec text and a failed status", async () => {
    const { client, adapter } = await connected()
    adapter.nextSend = async () => Promise.reject(new FoyerError('SOL_TRANSFER'))
    await expect(client.send({ to: 'x', amount: '5' })).rejects.toThrow(ErrorText.SOL_TRANSFER)
    expect(client.stores.send.getState()).toMatchObject({
      status: 'failed',
      error: ErrorText.SOL_TRANSFER,
      rejected: false,
    })
    client.resetSend()
    expect(client.stores.send.getState().status).toBe('idle')
  })

  it("says which network did not answer, in place of the browser's or the RPC client's words", async () => {
    const { client, adapter, events } = await connected()
    const dump = Object.assign(new Error('HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {…}'), {
      name: 'HttpRequestError',
      cause: new TypeError('Failed to fetch'),
    })
    adapter.nextSend = async () => Promise.reject(dump)
    const sent = client.send({ to: 'x', amount: '1' })
    await expect(sent).rejects.toBeInstanceOf(NetworkUnreachableError)
    await expect(sent).rejects.toMatchObject({ target: 'Foyer Devnet', cause: dump })
    const shown = 'No connection to Foyer Devnet. Check your internet connection and try again.'
    expect(client.stores.send.getState()).toMatchObject({ status: 'failed', error: shown, rejected: false })
    expect(events.at(-1)).toMatchObject({ event: 'SEND_ERROR', properties: { message: shown } })
  })

  it('tells a rejection in the wallet apart', async () => {
    const { client, adapter, events } = await connected()
    adapter.nextSend = async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(client.send({ to: 'x', amount: '1' })).rejects.toThrow()
    expect(client.stores.send.getState()).toMatchObject({ status: 'failed', rejected: true })
    expect(events.map((e) => e.event)).toContain('USER_REJECTED')
  })

  it('marks a transaction the chain rejected as failed', async () => {
    const { client, adapter } = await connected()
    adapter.statuses = ['failed']
    await client.send({ to: 'x', amount: '1' })
    await vi.waitFor(() => expect(client.stores.send.getState().status).toBe('failed'))
  })

  it('stops following a pending transaction when the client is destroyed', async () => {
    const { client, adapter } = await connected()
    adapter.statuses = ['pending']
    const looks = vi.spyOn(adapter, 'getTransactionStatus')
    await client.send({ to: 'x', amount: '1' })
    await vi.waitFor(() => expect(looks).toHaveBeenCalled())
    client.destroy()
    const seen = looks.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(looks.mock.calls.length).toBe(seen)
    expect(client.stores.send.getState().status).toBe('pending')
  })

  it('needs a connected wallet', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], adapters: [scriptedTestAdapter()], storage: null })
    await expect(client.send({ to: 'x', amount: '1' })).rejects.toThrow(ErrorText.WALLET_NOT_CONNECTED)
  })
})

describe('connecting a wallet on two namespaces', () => {
  it('connects each namespace in turn and closes the modal once both are connected', async () => {
    const wallet = (ns: string) => [
      {
        id: `${ns}-dev`,
        name: 'Dev',
        type: 'ANNOUNCED' as const,
        chains: [ns],
        installed: true,
        ...(ns === 'eip155' ? { rdns: 'dev.w' } : {}),
      },
    ]
    const evm = scriptedTestAdapter('eip155', wallet('eip155'))
    const sol = scriptedTestAdapter('solana', wallet('solana'))
    sol.nextConnect = async () => ({ address: 'So1ana1111111111111111111111111111111111111', chainId: solanaDevnet.id })
    const client = createFoyerClient({
      networks: [foyerDevnet, solanaDevnet],
      adapters: [evm, sol],
      storage: createMemoryStorage(),
    })
    await client.start()
    const [multi] = client.stores.connectors.getState().connectors
    expect(multi).toMatchObject({ type: 'MULTI_CHAIN', id: 'dev.w' })
    client.open()
    await client.connect('dev.w', { namespaces: ['eip155', 'solana'] })
    const accounts = client.stores.accounts.getState()
    expect(accounts.eip155!.status).toBe('connected')
    expect(accounts.solana).toMatchObject({
      status: 'connected',
      address: 'So1ana1111111111111111111111111111111111111',
    })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.isValidAddress('')).toBe(false)
  })
})
