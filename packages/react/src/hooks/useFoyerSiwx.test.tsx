// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDefaultSiwx,
  createFoyerClient,
  createLocalSiwxStorage,
  createMemoryStorage,
  ErrorText,
  type SIWXVerifier,
} from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { createTestChainAdapter, TEST_ADDRESS } from '../test/testChainAdapter.js'
import { useFoyerSiwx } from './useFoyerSiwx.js'

afterEach(cleanup)

// Stand-in signatures (the message's length and a checksum); real ones are verified in @foyer/evm and the e2e suite.
const standInSignature = (text: string) =>
  `sig:${text.length}:${[...text].reduce((h, c) => (h * 33 + c.charCodeAt(0)) >>> 0, 5)}`
const standInVerifier: SIWXVerifier = {
  chainNamespace: 'eip155',
  verify: async (s) => s.signature === standInSignature(s.message),
}

function render(withSiwx: boolean) {
  const adapter = createTestChainAdapter()
  Object.assign(adapter, { signMessage: async ({ message }: { message: string }) => standInSignature(message) })
  const client = createFoyerClient({
    networks: [foyerDevnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...(withSiwx
      ? {
          siwx: createDefaultSiwx({
            verifiers: [standInVerifier],
            storage: createLocalSiwxStorage({ storage: createMemoryStorage() }),
            messenger: { domain: 'app.example', uri: 'https://app.example/' },
          }),
        }
      : {}),
  })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  return { client, hook: renderHook(() => useFoyerSiwx(), { wrapper }) }
}

describe('useFoyerSiwx', () => {
  it('without siwx: not enabled, and signIn says "SIWX is not enabled"', async () => {
    const { hook } = render(false)
    expect(hook.result.current.enabled).toBe(false)
    await expect(hook.result.current.signIn()).rejects.toThrow(ErrorText.SIWX_NOT_ENABLED)
  })

  it('follows the session: signed in after signIn, out after signOut', async () => {
    const { client, hook } = render(true)
    await act(async () => {
      await client.start()
      await client.connect('org.test.wallet')
    })
    await waitFor(() => expect(hook.result.current.status).toBe('unsigned'))
    expect(hook.result.current.isSignedIn).toBe(false)
    await act(async () => void (await hook.result.current.signIn()))
    expect(hook.result.current.isSignedIn).toBe(true)
    expect(hook.result.current.session?.data.accountAddress.toLowerCase()).toBe(TEST_ADDRESS.toLowerCase())
    await act(() => hook.result.current.signOut())
    expect(hook.result.current.isSignedIn).toBe(false)
  })
})
