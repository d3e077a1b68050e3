// @vitest-environment jsdom
// axe-core on each login view inside the modal's shadow root. jsdom has no layout, so colour contrast is left to the
// browser (e2e/login.e2e.ts runs axe on the Connect view in Chromium); names, roles, labels and ARIA are checked here.
import { act, cleanup } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { testSession } from '../../test/inMemoryAuth.js'
import { renderWithAuth } from '../../test/renderAuth.js'

afterEach(cleanup)
const T = { timeout: 10_000 }

async function violations(): Promise<string[]> {
  // The page's own duties (a title and a language), which the host page has and jsdom's empty document lacks.
  document.title = 'Login views'
  document.documentElement.lang = 'en'
  const result = await axe.run(document, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
}

describe('login views pass axe', () => {
  it('Connect (email, socials expanded, wallets), EmailVerifyOtp, ConnectingSocial, ConnectingFarcaster, ApproveTransaction', async () => {
    const { client, modal, auth } = await renderWithAuth()
    act(() => client.open())
    await modal().findByLabelText('Email', undefined, T)
    act(() => modal().getByRole('button', { name: 'More options' }).click())
    expect(await violations()).toEqual([])

    act(() => client.router.push('EmailVerifyOtp', { email: 'ada@example.com' }))
    await modal().findByLabelText('Code', undefined, T)
    expect(await violations()).toEqual([])

    act(() => client.router.push('ConnectingSocial', { provider: 'google', blocked: true }))
    await modal().findByRole('alert', undefined, T)
    expect(await violations()).toEqual([])

    act(() => client.router.push('ConnectingFarcaster'))
    await modal().findByRole('img', { name: 'Farcaster sign-in QR code' }, T)
    expect(await violations()).toEqual([])

    act(() => auth.setApprovalPending(true))
    await modal().findByRole('region', { name: 'Approval panel of your wallet' }, T)
    expect(await violations()).toEqual([])
  }, 60_000)

  it('AccountSettings', async () => {
    const { client, modal, auth } = await renderWithAuth()
    auth.setSession(testSession)
    await act(async () => {
      await client.connectAuth(testSession)
    })
    act(() => client.open({ view: 'AccountSettings' }))
    await modal().findByRole('radio', { name: /Smart account/ }, T)
    expect(await violations()).toEqual([])
  }, 60_000)
})
