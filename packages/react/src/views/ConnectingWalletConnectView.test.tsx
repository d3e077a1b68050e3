// @vitest-environment jsdom
import { StrictMode } from 'react'
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ErrorText,
  FoyerError,
  UserRejectedError,
  createFoyerClient,
  createMemoryStorage,
  type FoyerClient,
  type FoyerOptions,
} from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { renderFoyer } from '../test/renderFoyer.js'
import { createTestChainAdapter, testWallet } from '../test/testChainAdapter.js'
import { walletLink, webWalletLink } from './WalletConnectParts.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const URI_1 =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1763712000'
const URI_2 =
  'wc:0b1e6a7c2d3f4e5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c@2?relay-protocol=irn&symKey=11223344556677889900aabbccddeeff11223344556677889900aabbccddeeff&expiryTimestamp=1763712300'
const WEB_WALLET = 'http://127.0.0.1:5180/wallet.html'
const walletConnect: FoyerOptions['walletConnect'] = {
  relayUrl: 'ws://127.0.0.1:5555',
  mobileLink: 'foyerwallet://',
  webWalletUrl: WEB_WALLET,
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Stands in for core's WalletConnect controller: each call to connectWalletConnect() is recorded and answered by the
 * test (the store is set directly, as core would set it); resetWcConnection() is core's own, spied on.
 */
function fakeWalletConnect(client: FoyerClient) {
  const calls: string[] = []
  let answer = deferred<void>()
  const connect = vi.fn(() => {
    calls.push('connect')
    answer = deferred<void>()
    client.stores.connection.setState({ status: 'connecting' })
    return answer.promise
  })
  const realReset = client.resetWcConnection.bind(client)
  const reset = vi.fn(() => {
    calls.push('reset')
    realReset()
  })
  client.connectWalletConnect = connect
  client.resetWcConnection = reset
  return {
    calls,
    connect,
    reset,
    answer: () => answer,
    setUri: (wcUri: string, wcPairingExpiry = Date.now() + 300_000) =>
      act(() => client.stores.connection.setState({ wcUri, wcPairingExpiry })),
  }
}

const wcConnector = testWallet('walletConnect', 'WalletConnect', {
  type: 'WALLET_CONNECT',
  installed: false,
  rdns: undefined,
})

async function setup(options: Partial<FoyerOptions> = {}) {
  const adapter = createTestChainAdapter([testWallet('org.test.wallet', 'Test Wallet'), wcConnector])
  const rendered = await renderFoyer({ adapter, walletConnect, ...options })
  const wc = fakeWalletConnect(rendered.client)
  return { ...rendered, wc }
}

describe('ConnectingWalletConnect view', () => {
  it('opens from the WalletConnect entry, shows a skeleton, then a QR of the URI that Copy link copies', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { client, modal, wc } = await setup()
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'WalletConnect' }))
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(await modal().findByRole('status', { name: 'Preparing the QR code' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(wc.connect).toHaveBeenCalledTimes(1))

    wc.setUri(URI_1)
    const qr = await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(qr.getAttribute('data-uri')).toBe(URI_1)
    expect(qr.querySelector('svg path')).not.toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(qr.getAttribute('data-uri')))
    expect(await modal().findByText('Copied')).toBeTruthy()
    expect(wc.connect).toHaveBeenCalledTimes(1)
  })

  it('draws the QR with qrcode (version and modules follow the payload)', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    const qr = await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    const { toString } = await import('qrcode')
    const expected = await toString(URI_1, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
    const path = (svg: string) => /<path[^>]* d="([^"]+)"/g.exec(svg.slice(svg.indexOf('stroke')))?.[1]
    expect(path(qr.querySelector('.foyer-qr-code')!.innerHTML)).toBe(path(expected))
  })

  it('replaces the QR when core replaces an expired URI, without anyone doing anything', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1, Date.now() + 1000)
    const qr = await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    const before = qr.querySelector('.foyer-qr-code')!.innerHTML
    wc.setUri(URI_2)
    await waitFor(() =>
      expect(modal().getByRole('img', { name: 'QR code to scan with your wallet' }).getAttribute('data-uri')).toBe(
        URI_2,
      ),
    )
    expect(
      modal().getByRole('img', { name: 'QR code to scan with your wallet' }).querySelector('.foyer-qr-code')!.innerHTML,
    ).not.toBe(before)
    expect(wc.connect).toHaveBeenCalledTimes(1)
  })

  it('has QR code, Mobile, Desktop and Web tabs, moved through with the arrow keys, Home and End', async () => {
    const { client, modal, wc, shadowRoot } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    const tablist = await modal().findByRole('tablist', { name: 'Ways to connect' })
    const tabs = modal().getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['QR code', 'Mobile', 'Desktop', 'Web'])
    expect(tablist.contains(tabs[0]!)).toBe(true)
    const selected = () => modal().getByRole('tab', { selected: true }).textContent
    expect(selected()).toBe('QR code')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1])
    const panel = modal().getByRole('tabpanel', { name: 'QR code' })
    expect(modal().getByRole('tab', { name: 'QR code' }).getAttribute('aria-controls')).toBe(panel.id)

    act(() => tabs[0]!.focus())
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(selected()).toBe('Mobile')
    expect(shadowRoot().activeElement).toBe(modal().getByRole('tab', { name: 'Mobile' }))
    const mobile = modal().getByRole('link', { name: 'Open in your wallet app' })
    expect(mobile.getAttribute('href')).toBe(`foyerwallet://wc?uri=${encodeURIComponent(URI_1)}`)

    fireEvent.keyDown(modal().getByRole('tab', { name: 'Mobile' }), { key: 'ArrowRight' })
    expect(selected()).toBe('Desktop')
    expect(modal().getByRole('link', { name: 'Open in your desktop wallet' }).getAttribute('href')).toBe(URI_1)

    fireEvent.keyDown(modal().getByRole('tab', { name: 'Desktop' }), { key: 'End' })
    expect(selected()).toBe('Web')
    expect(shadowRoot().activeElement).toBe(modal().getByRole('tab', { name: 'Web' }))
    const web = modal().getByRole('link', { name: 'Open in the web wallet' })
    expect(web.getAttribute('href')).toBe(`${WEB_WALLET}?uri=${encodeURIComponent(URI_1)}`)
    expect(web.getAttribute('target')).toBe('_blank')

    fireEvent.keyDown(modal().getByRole('tab', { name: 'Web' }), { key: 'ArrowRight' })
    expect(selected()).toBe('QR code')
    fireEvent.keyDown(modal().getByRole('tab', { name: 'QR code' }), { key: 'ArrowLeft' })
    expect(selected()).toBe('Web')
    fireEvent.keyDown(modal().getByRole('tab', { name: 'Web' }), { key: 'Home' })
    expect(selected()).toBe('QR code')
    fireEvent.click(modal().getByRole('tab', { name: 'Mobile' }))
    expect(selected()).toBe('Mobile')
  })

  it('records the deep link as wcLinking when it is opened', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    fireEvent.click(await modal().findByRole('tab', { name: 'Mobile' }))
    const link = modal().getByRole('link', { name: 'Open in your wallet app' })
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(client.stores.connection.getState().wcLinking).toEqual({ name: 'WalletConnect', href: 'foyerwallet://' })
    expect(wc.connect).toHaveBeenCalledTimes(1)
    // No method from the view: core reads the recorded link on success (the relay test checks CONNECT_SUCCESS).
    expect(wc.connect).toHaveBeenCalledWith()
  })

  it('records a link for the desktop tab too, the bare wc: URI included, so the connection counts as a deep-link one', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    fireEvent.click(await modal().findByRole('tab', { name: 'Desktop' }))
    const link = modal().getByRole('link', { name: 'Open in your desktop wallet' })
    // The generic entry has no desktop app link: the URI goes to the OS as it is.
    expect(link.getAttribute('href')).toBe(URI_1)
    expect(client.stores.connection.getState().wcLinking).toBeUndefined()
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(client.stores.connection.getState().wcLinking).toEqual({ name: 'WalletConnect', href: 'wc:' })
    expect(wc.connect).toHaveBeenCalledTimes(1)
  })

  it('on a phone starts on the Mobile tab; the connection is a deep-link one only once its link is opened', async () => {
    const { client, modal, wc } = await setup({ platform: { isDesktop: false, os: 'ios' } })
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    expect((await modal().findByRole('tab', { selected: true })).textContent).toBe('Mobile')
    const link = modal().getByRole('link', { name: 'Open in your wallet app' })
    expect(link.getAttribute('href')).toBe(`foyerwallet://wc?uri=${encodeURIComponent(URI_1)}`)
    expect(wc.connect).toHaveBeenCalledWith()
    expect(client.stores.connection.getState().wcLinking).toBeUndefined()
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(client.stores.connection.getState().wcLinking).toEqual({ name: 'WalletConnect', href: 'foyerwallet://' })
  })

  it('has no Web tab when neither the options nor the wallet name a web wallet', async () => {
    const { client, modal, wc } = await setup({ walletConnect: { relayUrl: 'ws://127.0.0.1:5555' } })
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('tablist', { name: 'Ways to connect' })
    expect(
      modal()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['QR code', 'Mobile', 'Desktop'])
    fireEvent.click(modal().getByRole('tab', { name: 'Mobile' }))
    // No deep-link base: the wc: URI itself (the OS hands it to the wallet registered for wc:).
    expect(modal().getByRole('link', { name: 'Open in your wallet app' }).getAttribute('href')).toBe(URI_1)
  })

  it('takes a custom wallet to WalletConnect with its own links and icon', async () => {
    const customWallets = [
      {
        id: 'custom.rainbowfish',
        name: 'Rainbowfish',
        imageUrl: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
        mobileLink: 'https://rainbowfish.example',
        desktopLink: 'rainbowfish-desktop://',
        webappLink: 'https://web.rainbowfish.example/app/',
      },
    ]
    const { client, modal, wc } = await setup({ customWallets })
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Rainbowfish' }))
    expect(client.stores.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { customWalletId: 'custom.rainbowfish' },
    })
    // The picked wallet goes with the attempt: core records it as a recent wallet once the wallet approves.
    await waitFor(() =>
      expect(wc.connect).toHaveBeenCalledWith({
        wallet: { id: 'custom.rainbowfish', name: 'Rainbowfish', imageUrl: customWallets[0]!.imageUrl },
      }),
    )
    wc.setUri(URI_1)
    const qr = await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(qr.querySelector('.foyer-qr-logo img')?.getAttribute('src')).toBe(customWallets[0]!.imageUrl)
    expect(modal().getByText('Scan this code with Rainbowfish, or open it on this device.')).toBeTruthy()
    const encoded = encodeURIComponent(URI_1)
    fireEvent.click(modal().getByRole('tab', { name: 'Mobile' }))
    expect(modal().getByRole('link', { name: 'Open in your wallet app' }).getAttribute('href')).toBe(
      `https://rainbowfish.example/wc?uri=${encoded}`,
    )
    fireEvent.click(modal().getByRole('tab', { name: 'Desktop' }))
    expect(modal().getByRole('link', { name: 'Open in your desktop wallet' }).getAttribute('href')).toBe(
      `rainbowfish-desktop://wc?uri=${encoded}`,
    )
    fireEvent.click(modal().getByRole('tab', { name: 'Web' }))
    expect(modal().getByRole('link', { name: 'Open in the web wallet' }).getAttribute('href')).toBe(
      `https://web.rainbowfish.example/app/wc?uri=${encoded}`,
    )
  })

  it('shows "Waiting for your wallet…" instead of the QR while buffering', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    act(() => client.stores.connection.setState({ buffering: true }))
    expect(modal().getByRole('status').textContent).toBe('Waiting for your wallet…')
    expect(modal().queryByRole('img', { name: 'QR code to scan with your wallet' })).toBeNull()
    expect(modal().queryByRole('tablist')).toBeNull()
  })

  it('shows the spec text and the unreachable relay hint on wcError; Try again resets, then connects again', async () => {
    const { client, modal, wc, shadowRoot } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    act(() => modal().getByRole('button', { name: 'Copy link' }).focus())
    act(() => client.stores.connection.setState({ wcError: true }))
    expect(modal().getByRole('alert').textContent).toBe(ErrorText.CONNECT_FAILED)
    // The focused Copy link went with the QR: focus lands on Try again, not nowhere.
    expect(shadowRoot().activeElement).toBe(modal().getByRole('button', { name: 'Try again' }))
    expect(modal().getByText('The connection service could not be reached.')).toBeTruthy()
    wc.calls.length = 0
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(wc.calls).toEqual(['reset', 'connect'])
    expect(client.stores.connection.getState()).toMatchObject({ wcError: false, wcUri: undefined })
    expect(await modal().findByRole('status', { name: 'Preparing the QR code' })).toBeTruthy()
    wc.setUri(URI_2)
    expect(
      (await modal().findByRole('img', { name: 'QR code to scan with your wallet' })).getAttribute('data-uri'),
    ).toBe(URI_2)
  })

  it('shows the spec text when connectWalletConnect rejects, with Try again', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    await waitFor(() => expect(wc.connect).toHaveBeenCalledTimes(1))
    await act(async () => wc.answer().reject(new FoyerError('CONNECT_FAILED')))
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to connect to the wallet')
    wc.calls.length = 0
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(wc.calls).toEqual(['reset', 'connect'])
    expect(modal().queryByRole('alert')).toBeNull()
  })

  it('shows a rejection in the wallet as "Connection declined", with Try again', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    await act(async () => wc.answer().reject(new UserRejectedError()))
    expect((await modal().findByRole('alert')).textContent).toBe('Connection declined')
    wc.calls.length = 0
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(wc.calls).toEqual(['reset', 'connect'])
  })

  it('resets the WalletConnect connection when the person goes Back or closes the modal while connecting', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'WalletConnect' }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(wc.reset).not.toHaveBeenCalled()
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(wc.reset).toHaveBeenCalledTimes(1))
    expect(client.stores.connection.getState().wcUri).toBeUndefined()

    fireEvent.click(await modal().findByRole('button', { name: 'WalletConnect' }))
    wc.setUri(URI_2)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    fireEvent.click(modal().getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(wc.reset).toHaveBeenCalledTimes(2))
  })

  it('does not reset once the wallet connected (core closes the modal)', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    await act(async () => {
      client.stores.connection.setState({ status: 'connected' })
      wc.answer().resolve()
    })
    act(() => client.close())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    await new Promise((r) => setTimeout(r, 400))
    expect(wc.reset).not.toHaveBeenCalled()
  })

  it('does not reset when core moves on to the sign view before connectWalletConnect resolves', async () => {
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    wc.setUri(URI_1)
    await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    // As core does when a session is applied with sign-in to follow: connected, and the view replaced, the connect
    // promise still pending.
    act(() => {
      client.stores.connection.setState({ status: 'connected', connectorId: 'walletConnect' })
      client.router.replace('Account')
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(wc.reset).not.toHaveBeenCalled()
    expect(client.stores.connection.getState().status).toBe('connected')
    await act(async () => wc.answer().resolve())
  })

  it('starts one connection under StrictMode, and does not reset on its second effect run', async () => {
    const adapter = createTestChainAdapter([wcConnector])
    const client = createFoyerClient({
      networks: [foyerDevnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      logLevel: 'silent',
      projectId: 'foyer-test',
      walletConnect,
    })
    const wc = fakeWalletConnect(client)
    await act(async () => {
      render(
        <StrictMode>
          <FoyerProvider client={client}>
            <span />
          </FoyerProvider>
        </StrictMode>,
      )
      await client.start()
    })
    await act(async () => client.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
    await waitFor(() => expect(wc.connect).toHaveBeenCalled())
    await act(async () => new Promise((r) => setTimeout(r, 50)))
    expect(wc.connect).toHaveBeenCalledTimes(1)
    expect(wc.reset).not.toHaveBeenCalled()
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the bare QR and Copy link, no tabs, with the same connection behaviour', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { client, modal, wc } = await setup()
    act(() => client.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await modal().findByRole('status', { name: 'Preparing the QR code' })).toBeTruthy()
    wc.setUri(URI_1)
    const qr = await modal().findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(qr.getAttribute('data-uri')).toBe(URI_1)
    expect(modal().queryByRole('tablist')).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URI_1))
    act(() => client.stores.connection.setState({ wcError: true }))
    expect(modal().getByRole('alert').textContent).toBe(ErrorText.CONNECT_FAILED)
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(wc.calls).toEqual(['connect', 'reset', 'connect'])
    act(() => client.close())
    await waitFor(() => expect(wc.reset).toHaveBeenCalledTimes(2))
  })
})

describe('deep links', () => {
  it('puts wc?uri= after a native scheme or a universal link, and ?uri= after a web wallet page', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const enc = encodeURIComponent(uri)
    expect(walletLink('foyerwallet://', uri)).toBe(`foyerwallet://wc?uri=${enc}`)
    expect(walletLink('foyerwallet:', uri)).toBe(`foyerwallet://wc?uri=${enc}`)
    expect(walletLink('https://w.example', uri)).toBe(`https://w.example/wc?uri=${enc}`)
    expect(walletLink('https://w.example/', uri)).toBe(`https://w.example/wc?uri=${enc}`)
    expect(webWalletLink('http://127.0.0.1:5180/wallet.html', uri)).toBe(`http://127.0.0.1:5180/wallet.html?uri=${enc}`)
    expect(webWalletLink('http://127.0.0.1:5180/wallet.html?mode=wc', uri)).toBe(
      `http://127.0.0.1:5180/wallet.html?mode=wc&uri=${enc}`,
    )
  })
})
