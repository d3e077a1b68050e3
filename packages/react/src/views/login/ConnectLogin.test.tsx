// @vitest-environment jsdom
// The Connect view's login part with a real core client: where email and socials sit, the "more" control, the
// collapsed wallet list, and the email step.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithAuth } from '../../test/renderAuth.js'
import { renderMultiChain } from '../../test/renderFoyer.js'

afterEach(cleanup)

/** The login parts and wallet sections of the Connect view, top to bottom. */
function order(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[data-login], [data-section]')].map(
    (el) => el.getAttribute('data-login') ?? `wallets:${el.getAttribute('data-section')}`,
  )
}

describe('Connect view with auth', () => {
  it('shows email, then socials, then wallets by default, without the embedded wallet as a wallet row', async () => {
    const { client, modal, shadowRoot } = await renderWithAuth()
    act(() => client.open())
    expect(await modal().findByLabelText('Email', undefined, { timeout: 10_000 })).toBeTruthy()
    expect(order(shadowRoot())).toEqual(['email', 'social', 'wallets:injected'])
    expect(modal().queryByRole('button', { name: /Foyer Embedded Wallet/ })).toBeNull()
    expect(modal().getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
  })

  it('follows connectMethodsOrder', async () => {
    const { client, modal, shadowRoot } = await renderWithAuth({
      features: { connectMethodsOrder: ['wallet', 'social', 'email'] },
    })
    act(() => client.open())
    await modal().findByLabelText('Email', undefined, { timeout: 10_000 })
    expect(order(shadowRoot())).toEqual(['wallets:injected', 'social', 'email'])
  })

  it('lists socials in features.socials order, three as buttons and the rest behind More options', async () => {
    const { client, modal } = await renderWithAuth()
    act(() => client.open())
    const group = await modal().findByRole('group', { name: 'Log in with' }, { timeout: 10_000 })
    const visible = [...group.querySelectorAll('button[data-social]')]
    expect(visible.map((b) => b.getAttribute('data-social'))).toEqual(['google', 'x', 'discord'])
    const more = modal().getByRole('button', { name: 'More options' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    const all = modal()
      .getAllByRole('button', { name: /^Continue with / })
      .map((b) => b)
    expect(all.map((b) => b.getAttribute('data-social'))).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('applies the Telegram filters (Android: no facebook, no x)', async () => {
    const { client, modal } = await renderWithAuth({
      features: { socials: ['google', 'x', 'facebook', 'github'] },
      platform: { isTelegram: true, os: 'android', isDesktop: false },
    })
    act(() => client.open())
    const group = await modal().findByRole('group', { name: 'Log in with' }, { timeout: 10_000 })
    expect([...group.querySelectorAll('button[data-social]')].map((b) => b.getAttribute('data-social'))).toEqual([
      'google',
      'github',
    ])
  })

  it('holds the wallet list behind Continue with a wallet when collapseWallets is on', async () => {
    const { client, modal, shadowRoot } = await renderWithAuth({ features: { collapseWallets: true } })
    act(() => client.open())
    await modal().findByLabelText('Email', undefined, { timeout: 10_000 })
    expect(modal().queryByRole('button', { name: /Test Wallet/ })).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Continue with a wallet' }))
    expect(await modal().findByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    expect(order(shadowRoot())).toEqual(['email', 'social', 'wallets:injected'])
  })

  it('offers no login without auth', async () => {
    const { client, modal } = await renderMultiChain()
    act(() => client.open())
    await modal().findByRole('button', { name: /Test Wallet/ })
    expect(modal().queryByLabelText('Email')).toBeNull()
    expect(modal().queryByRole('group', { name: 'Log in with' })).toBeNull()
  })

  it('refuses a malformed email, sends the code for a good one and moves on to the code', async () => {
    const { client, modal, auth } = await renderWithAuth()
    act(() => client.open())
    const field = await modal().findByLabelText('Email', undefined, { timeout: 10_000 })
    fireEvent.change(field, { target: { value: 'ada@' } })
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    expect((await modal().findByRole('alert')).textContent).toBe('Enter an email address like name@example.com.')
    expect(auth.calls).toEqual([])
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(client.stores.router.getState().view).toBe('EmailVerifyOtp'))
    expect(auth.calls).toEqual([['emailStart', 'ada@example.com']])
    expect(client.stores.router.getState().data).toEqual({ email: 'ada@example.com' })
  })

  it("shows the server's refusal of the email", async () => {
    const { client, modal, auth } = await renderWithAuth()
    auth.next.emailStart = () => Promise.reject(new Error('Too many codes for this address, try again in 60 s'))
    act(() => client.open())
    fireEvent.change(await modal().findByLabelText('Email', undefined, { timeout: 10_000 }), {
      target: { value: 'ada@example.com' },
    })
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    expect((await modal().findByRole('alert')).textContent).toBe(
      'Could not log in: Too many codes for this address, try again in 60 s',
    )
    expect(client.stores.router.getState().view).toBe('Connect')
  })
})
