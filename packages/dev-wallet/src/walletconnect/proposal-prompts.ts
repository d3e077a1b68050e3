import type { WalletKitTypes } from '@reown/walletkit'
import type { WalletConnectAuthenticateRequest, WalletConnectProposalRequest } from '../types.js'
import type { DevWalletKitContext } from './context.js'

/** The dapp as a card shows it, from the metadata a proposal or sign-in request carries. */
export function dappOf(
  metadata: WalletKitTypes.SessionProposal['params']['proposer']['metadata'],
): WalletConnectProposalRequest['dapp'] {
  return {
    name: metadata.name,
    url: metadata.url,
    icons: metadata.icons ?? [],
    ...(metadata.description ? { description: metadata.description } : {}),
  }
}

/**
 * Asks the person about proposals and one-click sign-ins, which arrive over a pairing the dapp may delete while the
 * card is open (a new QR code, or the person left its connection view): the answer would then reach nobody.
 */
export function createProposalPrompts(context: DevWalletKitContext) {
  const { walletKit, options, emit, reportError } = context
  // One id sequence for proposals and sign-ins: the page keys both kinds of card in one list.
  let nextRequestId = 1
  // Pairing topics of proposals still waiting for the person, and those the dapp withdrew meanwhile.
  const waiting = new Map<string, WalletConnectProposalRequest['dapp']>()
  const withdrawn = new Set<string>()
  walletKit.core.pairing.events.on('pairing_delete', ({ topic }: { topic: string }) => {
    const dapp = waiting.get(topic)
    if (!dapp) return
    withdrawn.add(topic)
    emit('proposal_withdrawn', dapp)
  })

  return {
    nextId: () => nextRequestId++,
    /**
     * Asks the person about a proposal or sign-in request; 'withdrawn' when the dapp gave up on the pairing meanwhile
     * (its key is gone, so no answer could be sent; the page already said why).
     */
    async askUnlessWithdrawn(
      pairingTopic: string,
      request: WalletConnectProposalRequest | WalletConnectAuthenticateRequest,
    ): Promise<boolean | 'withdrawn'> {
      waiting.set(pairingTopic, request.dapp)
      let approved = false
      try {
        approved = await options.approve(request)
      } catch (error) {
        reportError(error)
      } finally {
        waiting.delete(pairingTopic)
      }
      if (withdrawn.delete(pairingTopic)) {
        emit('proposal_withdrawn', request.dapp)
        return 'withdrawn'
      }
      return approved
    },
  }
}

export type ProposalPrompts = ReturnType<typeof createProposalPrompts>
