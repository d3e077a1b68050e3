import { describe, expect, it } from 'vitest'
import { createFoyerClient } from './create-foyer-client.js'
import { foyerDevnet } from '@foyer/devnet/chains'

const client = () => createFoyerClient({ networks: [foyerDevnet], storage: null })

describe('router', () => {
  it('pushes, goes back, replaces and resets', () => {
    const c = client()
    c.open()
    c.router.push('AllWallets')
    c.router.push('ConnectingExternal', { connectorId: 'x' })
    expect(c.stores.router.getState()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'x' } })
    c.router.goBack()
    expect(c.stores.router.getState().view).toBe('AllWallets')
    c.router.replace('Networks')
    c.router.goBack()
    expect(c.stores.router.getState().view).toBe('Connect')
    c.router.push('Networks')
    c.router.reset('Account')
    expect(c.stores.router.getState()).toMatchObject({ view: 'Account', history: [] })
  })
  it('closes the modal on goBack at the root', () => {
    const c = client()
    c.open()
    expect(c.stores.modal.getState().open).toBe(true)
    c.router.goBack()
    expect(c.stores.modal.getState().open).toBe(false)
  })
  it('refuses an unknown view', () => {
    const c = client()
    expect(() => c.router.push('Nowhere' as never)).toThrow('Unknown view: "Nowhere"')
    expect(() => c.open({ view: 'Nowhere' as never })).toThrow(/Unknown view/)
  })
})
