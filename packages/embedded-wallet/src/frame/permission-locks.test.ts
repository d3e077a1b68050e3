// Grants where the browser refuses the frame the Web Locks API (with its storage: a third-party frame whose storage is
// blocked): checks and records still run one at a time, in this frame.
import { parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PermissionGrants, parseGrantRequests, type GrantBackend, type PermissionGrant } from './permissions.js'

const someone = (): Address => privateKeyToAccount(generatePrivateKey()).address
const NOW = 1_800_000_000

/** An IndexedDB stand-in that takes a turn of the event loop per read and write, as IndexedDB does. */
function slowBackend(): GrantBackend {
  const kept = new Map<string, PermissionGrant[]>()
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1))
  return {
    async getPermissionGrants(userId, origin) {
      await tick()
      return structuredClone(kept.get(`${userId} ${origin}`))
    },
    async setPermissionGrants(userId, origin, grants) {
      await tick()
      kept.set(`${userId} ${origin}`, structuredClone(grants))
    },
  }
}

describe('grants without the Web Locks API', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('grants, and lets only one of two racing sends spend the last of an allowance', async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException('The request was denied.', 'SecurityError')))
    vi.stubGlobal('navigator', { locks: { request: refused } })
    const account = someone()
    const grants = new PermissionGrants(slowBackend(), 'user-1', 'http://127.0.0.1:5173', () => NOW)
    const parsed = parseGrantRequests(
      [
        {
          chainId: 1,
          expiry: NOW + 86_400,
          permissions: [
            {
              type: 'native-token-recurring-allowance',
              data: { allowance: '0x2386f26fc10000', start: NOW, period: 86_400 },
            },
          ],
        },
      ],
      { chainId: 1, account, now: NOW },
    )
    const [grant] = await grants.add(parsed)
    expect(await grants.list()).toHaveLength(1)

    // 0.01 ETH a day: two sends of 0.006 at once, only one fits.
    const send = () =>
      grants.spend(grant!.context, [{ to: someone(), value: parseEther('0.006') }], { chainId: 1, account })
    const results = await Promise.all([send(), send()])
    expect(results.map((r) => r.covered).sort()).toEqual([false, true])
    expect(refused).toHaveBeenCalledTimes(1)
  })
})
