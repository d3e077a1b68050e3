// The sign-in flow through a whole client. The wallet is the scripted stand-in adapter and signatures are keyed
// SHA-256 digests checked by a stand-in verifier; real EIP-4361 / SIWS signatures are covered in @foyer/evm,
// @foyer/solana and the e2e suite.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it, vi } from 'vitest'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { createFoyerClient } from '../create-foyer-client.js'
import { ErrorText } from '../errors.js'
import { createMemoryStorage } from '../storage.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'
import type { FoyerEvent } from '../types.js'
import { createDefaultSiwx } from './create-default-siwx.js'
import { SIWX_STORAGE_KEY, createLocalSiwxStorage } from './local-storage.js'
import type { SIWXVerifier } from './types.js'

const ADDRESS_A = '0x1111111111111111111111111111111111111111'
const ADDRESS_B = '0x2222222222222222222222222222222222222222'
const keyedDigest = (address: string, message: string) =>
  bytesToHex(sha256(utf8ToBytes(`${address.toLowerCase()}|${message}`)))

/** Stand-in verifier: accepts exactly the digests the stand-in wallet below makes. */
const keyedDigestTestVerifier: SIWXVerifier = {
  chainNamespace: 'eip155',
  async verify(session) {
    return (
      session.signature === keyedDigest(session.data.accountAddress, session.message) &&
      session.message.includes(session.data.nonce)
    )
  },
}

async function setup(
  options: {
    required?: boolean
    storage?: ReturnType<typeof createMemoryStorage>
    getSessions?: () => Promise<never>
    reconnectAs?: string
  } = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const adapter = scriptedTestAdapter()
  if (options.reconnectAs) adapter.nextReconnect = async () => ({ address: options.reconnectAs!, chainId: 31337 })
  const signed: string[] = []
  let decline = false
  Object.assign(adapter, {
    async signMessage({ message, address }: { message: string; address: string }) {
      if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      signed.push(message)
      return keyedDigest(address, message)
    },
  })
  const withStorage = createDefaultSiwx({
    verifiers: [keyedDigestTestVerifier],
    storage: createLocalSiwxStorage({ storage }),
    required: options.required,
    messenger: { domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example app' },
  })
  if (options.getSessions) withStorage.getSessions = options.getSessions
  const client = createFoyerClient({
    networks: [foyerDevnet, foyerDevnet2],
    adapters: [adapter],
    storage,
    siwx: withStorage,
  })
  const events: FoyerEvent[] = []
  client.subscribeEvents((e) => events.push(e))
  await client.start()
  return { client, adapter, storage, events, signed, setDecline: (v: boolean) => (decline = v) }
}

const view = (client: ReturnType<typeof createFoyerClient>) => client.stores.router.getState().view
const isOpen = (client: ReturnType<typeof createFoyerClient>) => client.stores.modal.getState().open

describe('sign-in flow', () => {
  it('asks after connecting, signs, stores the session, closes and reports success', async () => {
    const { client, events, signed, storage } = await setup()
    client.open()
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    expect(isOpen(client)).toBe(true)
    expect(view(client)).toBe('SIWXSignMessage')
    const { message } = client.stores.siwx.getState()
    expect(message).toMatchObject({
      domain: 'app.example',
      statement: 'Sign in to the example app',
      chainId: 'eip155:31337',
      accountAddress: ADDRESS_A,
    })
    const session = await client.siwx.signIn()
    expect(signed).toEqual([message!.toString()])
    expect(signed[0]).toMatch(
      /^app\.example wants you to sign in with your Ethereum account:\n0x1111111111111111111111111111111111111111\n/,
    )
    expect(session.data.nonce).toBe(message!.nonce)
    expect(isOpen(client)).toBe(false)
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'signed', error: undefined })
    expect(JSON.parse(storage.getItem(SIWX_STORAGE_KEY)!)).toHaveLength(1)
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS']))
  })

  it('shows "Signature declined" on the same view when the wallet declines, with a fresh nonce for the next try', async () => {
    const { client, events, setDecline } = await setup()
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    const first = client.stores.siwx.getState().message!.nonce
    setDecline(true)
    await expect(client.siwx.signIn()).rejects.toThrow(ErrorText.SIGNATURE_DECLINED)
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'unsigned', error: ErrorText.SIGNATURE_DECLINED })
    expect(view(client)).toBe('SIWXSignMessage')
    expect(isOpen(client)).toBe(true)
    expect(events.map((e) => e.event)).toContain('SIWX_AUTH_ERROR')
    await vi.waitFor(() => expect(client.stores.siwx.getState().message!.nonce).not.toBe(first))
    setDecline(false)
    await client.siwx.signIn()
    expect(client.stores.siwx.getState().status).toBe('signed')
  })

  it('says there is no connection, not "Signature declined", when the server keeping the session does not answer', async () => {
    const { client, events, signed } = await setup()
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    const siwx = client.options.siwx!
    const addSession = siwx.addSession.bind(siwx)
    siwx.addSession = () => Promise.reject(new TypeError('Failed to fetch'))
    const noConnection = 'No connection to the server. Check your internet connection and try again.'
    await expect(client.siwx.signIn()).rejects.toThrow(noConnection)
    expect(signed).toHaveLength(1)
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'unsigned', error: noConnection })
    expect(view(client)).toBe('SIWXSignMessage')
    expect(events.at(-1)).toMatchObject({ event: 'SIWX_AUTH_ERROR', properties: { message: noConnection } })
    // Once it answers, the next try signs in.
    siwx.addSession = addSession
    await client.siwx.signIn()
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'signed', error: undefined })
  })

  it('says the smart-account text instead when the account is a smart account', async () => {
    const { client, adapter, setDecline } = await setup()
    Object.assign(adapter, { isSmartAccount: async () => true })
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    setDecline(true)
    await expect(client.siwx.signIn()).rejects.toThrow(ErrorText.SMART_ACCOUNT_UNSUPPORTED)
    expect(client.stores.siwx.getState().error).toBe(ErrorText.SMART_ACCOUNT_UNSUPPORTED)
  })

  it('when required: refuses to close, and Cancel disconnects and resets to Connect', async () => {
    const { client, events } = await setup({ required: true })
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(view(client)).toBe('SIWXSignMessage'))
    client.close()
    client.router.goBack()
    expect(isOpen(client)).toBe(true)
    await client.siwx.cancel()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    // Offered to connect again, on the Connect view.
    expect(isOpen(client)).toBe(true)
    expect(view(client)).toBe('Connect')
    client.close()
    expect(isOpen(client)).toBe(false)
    expect(events.map((e) => e.event)).toContain('CLICK_CANCEL_SIWX')
  })

  it('when required: the approval view of the embedded wallet cannot be closed either (spec §4.6)', async () => {
    const { client } = await setup({ required: true })
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(view(client)).toBe('SIWXSignMessage'))
    client.router.push('ApproveTransaction')
    expect(client.canClose()).toBe(false)
    client.close()
    expect(isOpen(client)).toBe(true)
    client.router.replace('Networks')
    expect(client.canClose()).toBe(true)
  })

  it('when not required: Cancel just closes and the wallet stays connected, even while sessions are still being checked', async () => {
    const { client } = await setup()
    await client.connect('test.wallet')
    expect(view(client)).toBe('SIWXSignMessage')
    await client.siwx.cancel()
    expect(isOpen(client)).toBe(false)
    // The check that was under way when Cancel was pressed does not bring the view back.
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    expect(isOpen(client)).toBe(false)
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
    expect(view(client)).toBe('Connect')
  })

  it('keeps a session across a reload and asks again for an account without one, not for one with a session', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage })
    await first.client.connect('test.wallet')
    await vi.waitFor(() => expect(first.client.stores.siwx.getState().status).toBe('unsigned'))
    await first.client.siwx.signIn()

    // Reload: the wallet comes back and the stored session is accepted without a prompt.
    const second = await setup({ storage, reconnectAs: ADDRESS_A })
    const again = second.client
    await vi.waitFor(() => expect(again.stores.siwx.getState().status).toBe('signed'))
    expect(again.stores.modal.getState().open).toBe(false)

    // Another account has no session: asked again. Back to the first: no prompt.
    second.adapter.context!.onAccountsChanged({ addresses: [ADDRESS_B], chainId: 31337 })
    await vi.waitFor(() => expect(again.stores.siwx.getState().status).toBe('unsigned'))
    expect(again.stores.router.getState().view).toBe('SIWXSignMessage')
    again.close()
    second.adapter.context!.onAccountsChanged({ addresses: [ADDRESS_A], chainId: 31337 })
    await vi.waitFor(() => expect(again.stores.siwx.getState().status).toBe('signed'))
    expect(again.stores.modal.getState().open).toBe(false)

    // Another chain is another session.
    second.adapter.context!.onChainChanged(31338)
    await vi.waitFor(() => expect(again.stores.siwx.getState().status).toBe('unsigned'))
  })

  it('drops a session edited in storage and asks again', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage })
    await first.client.connect('test.wallet')
    await vi.waitFor(() => expect(first.client.stores.siwx.getState().status).toBe('unsigned'))
    await first.client.siwx.signIn()
    const [session] = JSON.parse(storage.getItem(SIWX_STORAGE_KEY)!)
    storage.setItem(
      SIWX_STORAGE_KEY,
      JSON.stringify([{ ...session, data: { ...session.data, expirationTime: '2999-01-01T00:00:00.000Z' } }]).replace(
        session.message.split('\n')[0],
        'evil.example wants you to sign in with your Ethereum account:',
      ),
    )

    const second = await setup({ storage, reconnectAs: ADDRESS_A })
    const again = second.client
    await vi.waitFor(() => expect(again.stores.siwx.getState().status).toBe('unsigned'))
    expect(again.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })

  it('disconnecting signs the account out (signOutOnDisconnect)', async () => {
    const { client, storage } = await setup()
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'))
    await client.siwx.signIn()
    expect(storage.getItem(SIWX_STORAGE_KEY)).not.toBeNull()
    await client.disconnect()
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull()
    expect(client.stores.siwx.getState().status).toBe('idle')
  })

  it('an initialisation failure shows the spec text, disconnects and resets the view', async () => {
    const { client, events } = await setup({ getSessions: () => Promise.reject(new Error('storage exploded')) })
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected'))
    expect(client.stores.siwx.getState().error).toBe(ErrorText.AUTH_INIT_FAILED)
    expect(view(client)).toBe('Connect')
    expect(events.map((e) => e.event)).toContain('SIWX_AUTH_ERROR')
  })

  it('without siwx every sign-in call says "SIWX is not enabled"', async () => {
    const client = createFoyerClient({
      networks: [foyerDevnet],
      adapters: [scriptedTestAdapter()],
      storage: createMemoryStorage(),
    })
    await expect(client.siwx.signIn()).rejects.toThrow(ErrorText.SIWX_NOT_ENABLED)
    await expect(client.siwx.signOut()).rejects.toThrow(ErrorText.SIWX_NOT_ENABLED)
    await expect(client.siwx.cancel()).rejects.toThrow(ErrorText.SIWX_NOT_ENABLED)
    expect(client.stores.siwx.getState().status).toBe('disabled')
  })
})
