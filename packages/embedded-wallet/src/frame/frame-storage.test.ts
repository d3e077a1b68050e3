import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameStorage } from './frame-storage.js'

/** An IndexedDB whose every open fails the way Chromium refuses a third-party frame with unpartitioned storage blocked. */
function refusingIndexedDb() {
  return {
    open() {
      const request: Record<string, unknown> = {}
      setTimeout(() => {
        request.error = new DOMException('The user denied permission to access the database.', 'UnknownError')
        ;(request.onerror as (() => void) | undefined)?.()
      })
      return request
    },
  }
}

const record = {
  sealed: { iv: 'aXY', ciphertext: 'Y2lwaGVy' },
  publicAddresses: { eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const, solana: 'So1ana' },
}

describe('FrameStorage where IndexedDB is refused', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('keeps the login in memory instead of failing it, and says so once', async () => {
    vi.stubGlobal('indexedDB', refusingIndexedDb())
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = new FrameStorage()
    expect(await storage.getToken()).toBeUndefined()
    await storage.setToken('token-1')
    expect(await storage.getToken()).toBe('token-1')
    await storage.clearToken()
    expect(await storage.getToken()).toBeUndefined()
    expect(await storage.persistent).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(/lasts only while the page is open/)
  })

  it('keeps a non-extractable device key usable, and records as copies (as IndexedDB would)', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = new FrameStorage()
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    await storage.setDeviceKey(key)
    const back = (await storage.getDeviceKey())!
    expect(back.extractable).toBe(false)
    const iv = new Uint8Array(12)
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, back, new TextEncoder().encode('share'))
    expect(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed))).toBe('share')

    await storage.setDeviceShare('user-1', record)
    record.sealed.iv = 'changed after it was stored'
    expect((await storage.getDeviceShare('user-1'))!.sealed.iv).toBe('aXY')
    expect(await storage.getDeviceShare('user-2')).toBeUndefined()
    await storage.setAccountType('user-1', 'eoa')
    expect(await storage.getAccountType('user-1')).toBe('eoa')
  })
})
