// @vitest-environment jsdom
// The sign view over a real core client. Signatures are keyed digests checked by a stand-in verifier: real EIP-4361 and
// SIWS signatures are covered by @foyer/evm, @foyer/solana and the e2e suite.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDefaultSiwx,
  createLocalSiwxStorage,
  createMemoryStorage,
  ErrorText,
  type SIWXVerifier,
} from '@foyer/core'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { createTestChainAdapter } from '../test/testChainAdapter.js'

afterEach(cleanup)

const digest = (text: string) =>
  `signed:${text.length}:${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)}`
const digestTestVerifier: SIWXVerifier = {
  chainNamespace: 'eip155',
  verify: async (s) => s.signature === digest(s.message),
}

async function setup(required = false) {
  const adapter = createTestChainAdapter()
  let decline = false
  Object.assign(adapter, {
    async signMessage({ message }: { message: string }) {
      if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return digest(message)
    },
  })
  const siwx = createDefaultSiwx({
    verifiers: [digestTestVerifier],
    storage: createLocalSiwxStorage({ storage: createMemoryStorage() }),
    required,
    messenger: { domain: 'app.example', uri: 'https://app.example/', statement: 'Sign in to Test App' },
  })
  const rendered = await renderFoyer({ adapter, siwx })
  return { ...rendered, setDecline: (v: boolean) => (decline = v) }
}

describe('SIWXSignMessage view', () => {
  it('shows the app, the account and what is signed, and signs in with Sign', async () => {
    const { client, modal } = await setup()
    await connectDirectly(client)
    const sign = await modal().findByRole('button', { name: 'Sign' })
    expect(modal().getByRole('heading', { name: 'Sign in to Test App' })).toBeTruthy()
    expect(modal().getByText('app.example')).toBeTruthy()
    expect(modal().getByText('Sign in to Test App', { selector: 'dd' })).toBeTruthy()
    expect(modal().getByTitle('0x1111222233334444555566667777888899990000')).toBeTruthy()
    await act(async () => fireEvent.click(sign))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.siwx.getState().status).toBe('signed')
  })

  it('shows "Signature declined" when the wallet declines, and Sign works again', async () => {
    const { client, modal, setDecline } = await setup()
    await connectDirectly(client)
    setDecline(true)
    await act(async () => fireEvent.click(await modal().findByRole('button', { name: 'Sign' })))
    expect((await modal().findByRole('alert')).textContent).toBe(ErrorText.SIGNATURE_DECLINED)
    setDecline(false)
    await waitFor(() => expect(modal().getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(false))
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Sign' })))
    await waitFor(() => expect(client.stores.siwx.getState().status).toBe('signed'))
  })

  it('when sign-in is required: no Close button, Esc does nothing, Cancel disconnects', async () => {
    const { client, modal } = await setup(true)
    await connectDirectly(client)
    await modal().findByRole('button', { name: 'Sign' })
    expect(modal().queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.keyDown(modal().getByRole('dialog'), { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(true)
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Cancel' })))
    await waitFor(() => expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected'))
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('when not required: Close is offered and Cancel keeps the wallet connected', async () => {
    const { client, modal } = await setup()
    await connectDirectly(client)
    await modal().findByRole('button', { name: 'Sign' })
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Cancel' })))
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
  })
})
