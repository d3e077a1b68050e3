// ERC-7715 grants as the frame keeps and enforces them. On a real anvil and bundler: a grant approved once lets the
// page's wallet_sendCalls through with no approval screen while the calls stay inside it (the ETH arrives), and the
// screen comes back when the allowance of the period is spent, after expiry, after revoke, and for another site.
// Without a chain: what the wallet refuses to grant, and which calls a grant covers.
import { encodeFunctionData, erc20Abi, numberToHex, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { field, useAaDevnet } from '../test/aa-devnet.js'
import { coverage, parseGrantRequests, type PermissionGrant } from './permissions.js'

const someone = () => privateKeyToAccount(generatePrivateKey()).address
const DAY = 86_400

describe('wallet_grantPermissions and wallet_revokePermissions (anvil + alto)', () => {
  const { client, fund, wallet } = useAaDevnet()

  /** A wallet whose clock the test moves, and whose person approves grants and revokes but rejects anything else. */
  async function setup() {
    let offset = 0
    const clock = () => Math.floor(Date.now() / 1000) + offset
    const w = await wallet({ clock, answer: (d) => d.title !== 'Send 1 call' })
    await fund(w.smartAccount, parseEther('1'))
    const sendUnder = async (context: Hex, to: Address, value: bigint, rpc = w.rpc) => {
      const before = w.shown.length
      const sent = (await rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          calls: [{ to, value: numberToHex(value) }],
          capabilities: { permissions: { context } },
        },
      ])) as { id: Hex }
      expect(w.shown.length).toBe(before)
      await expect
        .poll(async () => ((await w.rpc('wallet_getCallsStatus', [sent.id])) as { status: number }).status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(200)
    }
    return { ...w, sendUnder, later: (seconds: number) => (offset += seconds), clock }
  }

  const grantRequest = (now: number, allowance = parseEther('0.001')) => ({
    chainId: '0x7a69',
    expiry: now + 7 * DAY,
    signer: { type: 'wallet' },
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: numberToHex(allowance), start: now, period: DAY },
      },
    ],
  })

  it('sends calls inside the grant without asking, and asks again once the day’s allowance is spent or it expired', async () => {
    const { rpc, shown, smartAccount, sendUnder, later, clock } = await setup()
    const now = clock()
    const [granted] = (await rpc('wallet_grantPermissions', [grantRequest(now)])) as {
      context: Hex
      address: Address
      expiry: number
    }[]
    expect(granted!.context).toMatch(/^0x[0-9a-f]{64}$/)
    expect(granted!.address).toBe(smartAccount)
    // The approval screen said what the page may do, how much and until when.
    expect(shown[0]?.title).toBe('Grant permissions')
    expect(field(shown[0], 'Permission 1')).toBe('Send up to 0.001 ETH per day, to any address')
    expect(field(shown[0], 'Until')).toBe(
      `${new Date((now + 7 * DAY) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    )

    // Two sends inside the allowance: no screen, and the ETH arrives (the first also deploys the account).
    const recipient = someone()
    await sendUnder(granted!.context, recipient, parseEther('0.0004'))
    await sendUnder(granted!.context, recipient, parseEther('0.0004'))
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.0008'))
    expect(shown).toHaveLength(1)

    // A third would pass the day's 0.001: the screen, saying why; the person rejects and nothing moves.
    const over = rpc('wallet_sendCalls', [
      {
        calls: [{ to: recipient, value: numberToHex(parseEther('0.0004')) }],
        capabilities: { permissions: { context: granted!.context } },
      },
    ])
    await expect(over).rejects.toMatchObject({ code: 4001 })
    expect(shown).toHaveLength(2)
    expect(field(shown[1], 'Permission')).toBe(
      `Asked because the permission does not cover this request: the calls spend more than what is left of its allowance this period (${parseEther('0.0002')}).`,
    )
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.0008'))

    // The next day the allowance is whole again.
    later(DAY)
    await sendUnder(granted!.context, recipient, parseEther('0.0009'))
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.0017'))

    // After the expiry the grant allows nothing: asked again.
    later(7 * DAY)
    await expect(
      rpc('wallet_sendCalls', [
        { calls: [{ to: recipient, value: '0x1' }], capabilities: { permissions: { context: granted!.context } } },
      ]),
    ).rejects.toMatchObject({ code: 4001 })
    expect(field(shown.at(-1), 'Permission')).toBe(
      `Asked because the permission does not cover this request: it expired on ${new Date((now + 7 * DAY) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    )
  }, 180_000)

  it('asks again after revoke, and for another site', async () => {
    const { rpc, shown, fromOrigin, sendUnder, clock, context } = await setup()
    const [granted] = (await rpc('wallet_grantPermissions', [grantRequest(clock())])) as { context: Hex }[]
    const recipient = someone()

    // Another host origin embedding the frame cannot use this site's grant.
    await expect(
      fromOrigin('https://other.example')('wallet_sendCalls', [
        { calls: [{ to: recipient, value: '0x1' }], capabilities: { permissions: { context: granted!.context } } },
      ]),
    ).rejects.toMatchObject({ code: 4001 })
    expect(shown).toHaveLength(2)
    await sendUnder(granted!.context, recipient, 1n)

    // Revoke: shown as such, then gone; the context is asked about as any request.
    expect(await rpc('wallet_revokePermissions', [{ permissionsContext: granted!.context }])).toBeNull()
    expect(shown[2]?.title).toBe('Revoke permissions')
    expect(field(shown[2], 'Permission 1')).toBe('Send up to 0.001 ETH per day, to any address')
    await expect(
      rpc('wallet_sendCalls', [
        { calls: [{ to: recipient, value: '0x1' }], capabilities: { permissions: { context: granted!.context } } },
      ]),
    ).rejects.toMatchObject({ code: 4001 })
    expect(shown).toHaveLength(4)
    expect(await client().getBalance({ address: recipient })).toBe(1n)
    await expect(rpc('wallet_revokePermissions', [{ context: granted!.context }])).rejects.toMatchObject({
      code: -32602,
      message: `No permission with the context ${granted!.context} is granted to this site`,
    })

    // With the regular account preferred now, a grant can still be revoked.
    const [again] = (await rpc('wallet_grantPermissions', [grantRequest(clock())])) as { context: Hex }[]
    expect(
      await rpc('wallet_revokePermissions', { context: again!.context }, { ...context, smartAccount: null }),
    ).toBeNull()
    expect(await context.permissions!.list()).toEqual([])
  }, 180_000)

  it('refuses, before the approval screen, permissions it cannot keep; Reject → 4001 and nothing granted', async () => {
    const { rpc, shown, smartAccount, clock } = await setup()
    const now = clock()
    const base = grantRequest(now)
    await expect(
      rpc('wallet_grantPermissions', [{ ...base, permissions: [{ type: 'nft-transfer', data: {} }] }]),
    ).rejects.toMatchObject({
      code: -32602,
      message:
        'The embedded wallet does not support the permission type "nft-transfer"; it supports native-token-recurring-allowance, erc20-token-transfer, erc20-recurring-allowance, contract-call',
    })
    await expect(
      rpc('wallet_grantPermissions', [{ ...base, signer: { type: 'account', data: { id: someone() } } }]),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('signer type "wallet"') })
    await expect(rpc('wallet_grantPermissions', [{ ...base, expiry: Date.now() + 60_000 }])).rejects.toMatchObject({
      message: '"expiry" looks like milliseconds: it must be a UNIX time in seconds',
    })
    await expect(
      rpc('wallet_grantPermissions', [{ ...base, permissions: [...base.permissions, ...base.permissions] }]),
    ).rejects.toMatchObject({
      message: 'A permission request may hold one allowance per token; the native token has two',
    })
    await expect(rpc('wallet_grantPermissions', [{ ...base, expiry: now - 1 }])).rejects.toMatchObject({
      message: '"expiry" is in the past',
    })
    const other = someone()
    await expect(rpc('wallet_grantPermissions', [{ ...base, address: other }])).rejects.toMatchObject({
      code: 4100,
      message: `The permission request names ${other}, which is not this wallet's smart account ${smartAccount}`,
    })
    await expect(rpc('wallet_grantPermissions', [{ ...base, chainId: '0x1' }])).rejects.toMatchObject({ code: -32602 })
    await expect(rpc('wallet_grantPermissions', [])).rejects.toMatchObject({ code: -32602 })
    await expect(rpc('wallet_revokePermissions', [{}])).rejects.toMatchObject({
      code: -32602,
      message: 'wallet_revokePermissions expects [{ permissionsContext: "0x…" }]',
    })
    await expect(
      rpc('wallet_sendCalls', [{ calls: [{ to: other }], capabilities: { permissions: { context: 7 } } }]),
    ).rejects.toMatchObject({ code: -32602, message: 'The permissions capability expects { context: "0x…" }' })
    expect(shown).toEqual([])

    const rejecting = await wallet({ answer: false })
    await expect(rejecting.rpc('wallet_grantPermissions', [grantRequest(now)])).rejects.toMatchObject({ code: 4001 })
    expect(rejecting.shown).toHaveLength(1)
  })

  it('shows token and contract permissions in words, with the token read from the chain when it has one', async () => {
    const { rpc, shown, clock } = await setup()
    const now = clock()
    const [token, contract] = [someone(), someone()]
    await rpc('wallet_grantPermissions', [
      {
        chainId: '0x7a69',
        expiry: now + DAY,
        permissions: [
          { type: 'erc20-recurring-allowance', data: { address: token, allowance: '0x64', start: now, period: 3600 } },
          { type: 'contract-call', data: { address: contract, functionSelectors: ['0xa9059cbb'] } },
          { type: 'contract-call', data: { address: contract } },
        ],
      },
    ])
    expect(field(shown[0], 'Permission 1')).toBe(`Transfer up to 100 units of the token ${token} per hour`)
    expect(field(shown[0], 'Permission 2')).toBe(`Call the contract ${contract} (functions 0xa9059cbb)`)
    expect(field(shown[0], 'Permission 3')).toBe(`Call the contract ${contract} (any function)`)
  })
})

describe('which calls a grant covers', () => {
  const now = 1_800_000_000
  const account = someone()
  const [token, contract, to] = [someone(), someone(), someone()]
  const grantOf = (permissions: unknown[], spent: PermissionGrant['spent'] = {}): PermissionGrant => ({
    ...parseGrantRequests([{ chainId: 1, expiry: now + DAY, permissions }], { chainId: 1, account, now })[0]!,
    context: '0x01',
    spent,
  })
  const transfer = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

  it('counts ERC-20 transfers against the token allowance, and nothing else of the token', () => {
    const grant = grantOf([
      {
        type: 'erc20-token-transfer',
        data: { address: token },
        policies: [{ type: 'token-allowance', data: { allowance: '0x64' } }],
      },
    ])
    expect(
      coverage(
        grant,
        [
          { to: token, data: transfer(60n) },
          { to: token, data: transfer(40n) },
        ],
        now,
      ),
    ).toMatchObject({
      covered: true,
      uses: new Map([[0, 100n]]),
    })
    expect(coverage(grant, [{ to: token, data: transfer(101n) }], now)).toMatchObject({ covered: false })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, 1n] })
    expect(coverage(grant, [{ to: token, data: approve }], now)).toMatchObject({
      covered: false,
      reason: `it does not allow the call 0x095ea7b3 to ${token}`,
    })
    // A transfer of another token, or ETH, is outside.
    expect(coverage(grant, [{ to: someone(), data: transfer(1n) }], now)).toMatchObject({ covered: false })
    expect(coverage(grant, [{ to, value: 1n }], now)).toMatchObject({
      covered: false,
      reason: 'it does not allow sending ETH',
    })
    // What was spent in this period counts; a recurring allowance of an earlier period does not.
    expect(
      coverage({ ...grant, spent: { 0: { period: 0, amount: '90' } } }, [{ to: token, data: transfer(20n) }], now),
    ).toMatchObject({
      covered: false,
    })
  })

  it('allows a contract only with the named selectors, and ETH to it only under a native allowance', () => {
    const grant = grantOf([{ type: 'contract-call', data: { address: contract, functionSelectors: ['0xa9059cbb'] } }])
    expect(coverage(grant, [{ to: contract, data: transfer(5n) }], now)).toMatchObject({ covered: true })
    expect(coverage(grant, [{ to: contract, data: '0x12345678' }], now)).toMatchObject({ covered: false })
    expect(coverage(grant, [{ to: contract, data: transfer(5n), value: 1n }], now)).toMatchObject({ covered: false })
    expect(coverage(grant, [{ to: contract }], now)).toMatchObject({ covered: false })
    expect(coverage(grant, [{ to: contract, data: transfer(5n) }], now + DAY)).toMatchObject({ covered: false })
  })

  it('starts a recurring allowance at its start time', () => {
    const grant = grantOf([
      { type: 'native-token-recurring-allowance', data: { allowance: '0x10', start: now + 3600, period: 3600 } },
    ])
    expect(coverage(grant, [{ to, value: 1n }], now)).toMatchObject({
      covered: false,
      reason: 'its allowance has not started yet',
    })
    expect(coverage(grant, [{ to, value: 16n }], now + 3600)).toMatchObject({ covered: true })
  })
})
