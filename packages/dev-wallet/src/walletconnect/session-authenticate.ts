import type { WalletKitTypes } from '@reown/walletkit'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { devAccount } from '../dev-keys.js'
import type { WalletConnectAuthenticateRequest } from '../types.js'
import type { DevWalletKitContext } from './context.js'
import { dappOf, type ProposalPrompts } from './proposal-prompts.js'
import { EVM_METHODS } from './supported-namespaces.js'

/**
 * Answers one-click sign-ins (`wc_sessionAuthenticate`): one answer opens the session and signs an EIP-4361 message
 * per chain. Unless `oneClickSignIn` is false: the SDK hands the proposal that comes with the request to
 * `session_proposal` only when nobody listens here.
 */
export function answerSessionAuthenticate(context: DevWalletKitContext, prompts: ProposalPrompts) {
  if (context.options.oneClickSignIn === false) return
  context.walletKit.on('session_authenticate', (event: WalletKitTypes.SessionAuthenticate) => {
    void answer(context, prompts, event)
  })
}

async function answer(
  context: DevWalletKitContext,
  prompts: ProposalPrompts,
  event: WalletKitTypes.SessionAuthenticate,
) {
  const { walletKit, options, emit, reportError } = context
  const { id, topic: pairingTopic, params } = event
  const metadata = params.requester.metadata
  const dapp = dappOf(metadata)
  const account = devAccount(context.accountIndex)
  let payload: ReturnType<typeof populateAuthPayload>
  let messages: { chain: string; iss: string; message: string }[]
  try {
    // The wallet narrows the request to the chains and methods it has (this also writes the ReCap statement).
    payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: options.evmChains.map((chain) => `eip155:${chain.id}`),
      methods: [...EVM_METHODS],
    })
    messages = payload.chains.map((chain) => {
      const iss = `did:pkh:${chain}:${account.address}`
      return { chain, iss, message: walletKit.formatAuthMessage({ request: payload, iss }) }
    })
  } catch (error) {
    await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') }).catch(reportError)
    reportError(
      new Error(
        `Refused a sign-in request this wallet cannot serve: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
    return
  }
  const request: WalletConnectAuthenticateRequest = {
    id: prompts.nextId(),
    kind: 'wc_authenticate',
    namespace: 'walletconnect',
    dapp,
    domain: payload.domain,
    ...(params.authPayload.statement ? { statement: params.authPayload.statement } : {}),
    chains: payload.chains,
    account: account.address,
    messages: messages.map(({ chain, message }) => ({ chain, message })),
  }
  const approved = await prompts.askUnlessWithdrawn(pairingTopic, request)
  if (approved === 'withdrawn') return
  try {
    if (!approved) {
      await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      emit('authenticate_answered', dapp, false, [])
      return
    }
    const signed: { chain: string; message: string; signature: string }[] = []
    const auths = []
    for (const { chain, iss, message } of messages) {
      const signature = await account.signMessage({ message })
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      signed.push({ chain, message, signature })
    }
    const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
    if (session) context.signers.of(session)
    context.sessionsChanged()
    emit('authenticate_answered', dapp, true, signed)
  } catch (error) {
    reportError(error) // e.g. the request expired while the card was open
  }
}
