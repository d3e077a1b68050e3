import { describe, expect, it } from 'vitest'
import { devAccount } from '../dev-keys.js'
import { SOLANA_CHAIN, useWalletKitHarness } from '../test/walletkit-harness.js'

describe('createDevWalletKit: pairing and proposals over the dev relay', () => {
  const harness = useWalletKitHarness()

  it('pairs, shows the proposal, and the approved session carries the dev addresses', async () => {
    const h = harness()
    h.answer = () => true
    const session = await h.connect()
    const evm = devAccount(0).address
    const solana = h.wallet.addresses.solana!
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:${h.chainId}:${evm}`])
    expect(session.namespaces.solana!.accounts).toEqual([`${SOLANA_CHAIN}:${solana}`])
    const proposal = h.approvals.find((r) => 'kind' in r && r.kind === 'wc_proposal')
    expect(proposal).toMatchObject({
      kind: 'wc_proposal',
      dapp: { name: 'Foyer Test Dapp', url: 'http://127.0.0.1:4999' },
      chains: expect.arrayContaining([`eip155:${h.chainId}`, SOLANA_CHAIN]),
      methods: expect.arrayContaining(['personal_sign', 'solana_signMessage']),
    })
    expect(h.wallet.sessions()).toEqual([
      expect.objectContaining({ topic: session.topic, dapp: expect.objectContaining({ name: 'Foyer Test Dapp' }) }),
    ])

    // Disconnect from the wallet's side reaches the dapp.
    const deleted = new Promise<string>((resolve) => h.dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await h.wallet.disconnect(session.topic)
    expect(await deleted).toBe(session.topic)
    expect(h.wallet.sessions()).toEqual([])
  }, 60_000)

  it('a rejected proposal reaches the dapp as a rejection', async () => {
    const h = harness()
    h.answer = (request) => !('kind' in request && request.kind === 'wc_proposal')
    await expect(h.connect()).rejects.toMatchObject({ message: expect.stringMatching(/reject/i) })
    expect(h.wallet.sessions()).toEqual([])
    h.answer = () => true
  }, 30_000)

  it('a proposal the dapp withdraws while the card is open is reported, and answering it sends nothing', async () => {
    const h = harness()
    const answered: boolean[] = []
    const withdrawn: string[] = []
    const offAnswered = h.wallet.on('proposal_answered', (_, approved) => answered.push(approved))
    const offWithdrawn = h.wallet.on('proposal_withdrawn', (dapp) => withdrawn.push(dapp.name))
    try {
      // The card stays open until the test answers it.
      let release!: (approved: boolean) => void
      h.heldAnswer = new Promise<boolean>((resolve) => (release = resolve))
      const before = h.approvals.length
      const { uri, approval } = await h.dapp.connect({
        optionalNamespaces: { eip155: { chains: [`eip155:${h.chainId}`], methods: ['personal_sign'], events: [] } },
      })
      approval().catch(() => undefined)
      await h.wallet.pair(uri!)
      await expect.poll(() => h.approvals.length).toBe(before + 1)
      // The dapp gives up on it (a new QR code, or its view closed): it deletes the pairing (wc_pairingDelete).
      await h.dapp.core.pairing.disconnect({ topic: uri!.slice(3, uri!.indexOf('@')) })
      await expect.poll(() => withdrawn).toEqual(['Foyer Test Dapp'])
      release(false)
      await expect.poll(() => withdrawn).toEqual(['Foyer Test Dapp', 'Foyer Test Dapp'])
      expect(answered).toEqual([])

      // A proposal that is answered is reported once the answer is on its way.
      h.heldAnswer = undefined
      h.answer = (request) => !('kind' in request && request.kind === 'wc_proposal')
      await expect(h.connect()).rejects.toMatchObject({ message: expect.stringMatching(/reject/i) })
      expect(answered).toEqual([false])
    } finally {
      h.heldAnswer = undefined
      h.answer = () => true
      offAnswered()
      offWithdrawn()
    }
  }, 30_000)
})
