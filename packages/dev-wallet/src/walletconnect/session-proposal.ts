import type { WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { WalletConnectProposalRequest } from '../types.js'
import type { DevWalletKitContext } from './context.js'
import { dappOf, type ProposalPrompts } from './proposal-prompts.js'
import { supportedNamespaces } from './supported-namespaces.js'
import type { Namespaces } from './types.js'

/** Answers session proposals: what the wallet can serve of them goes to the person, and their answer to the dapp. */
export function answerSessionProposals(context: DevWalletKitContext, prompts: ProposalPrompts) {
  const { walletKit, emit, reportError } = context
  walletKit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    void (async () => {
      const { id, params } = proposal
      let namespaces: Namespaces
      try {
        namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: supportedNamespaces(context.options, context.accountIndex),
        })
      } catch (error) {
        // The dapp requires a chain or method this wallet lacks: refuse without asking, as wallets do.
        await walletKit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') }).catch(reportError)
        reportError(
          new Error(
            `Refused a proposal this wallet cannot serve: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        return
      }
      const all = Object.values(namespaces)
      const metadata = params.proposer.metadata
      const request: WalletConnectProposalRequest = {
        id: prompts.nextId(),
        kind: 'wc_proposal',
        namespace: 'walletconnect',
        dapp: dappOf(metadata),
        chains: all.flatMap((ns) => ns.chains ?? []),
        methods: [...new Set(all.flatMap((ns) => ns.methods))],
        events: [...new Set(all.flatMap((ns) => ns.events))],
        accounts: all.flatMap((ns) => ns.accounts),
      }
      const approved = await prompts.askUnlessWithdrawn(params.pairingTopic, request)
      if (approved === 'withdrawn') return
      try {
        if (approved) {
          const session = await walletKit.approveSession({ id, namespaces })
          context.signers.of(session)
          context.sessionsChanged()
        } else {
          await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        }
        emit('proposal_answered', request.dapp, approved)
      } catch (error) {
        reportError(error) // e.g. the proposal expired while the card was open
      }
    })()
  })
}
