// Sending calls from the smart account as one user operation through a bundler, without a paymaster: the account pays
// the EntryPoint's prefund from its own balance (on the devnet, fund its counterfactual address first). The first
// operation carries the factory data and deploys the account.
import { BaseError, http, type Chain, type Client, type Hex, type Transport } from 'viem'
import { createBundlerClient, type BundlerClient, type UserOperationReceipt } from 'viem/account-abstraction'
import type { FoyerSmartAccount } from './foyer-smart-account.js'

export type SmartAccountCall = { to: Hex; value?: bigint; data?: Hex }

/** A bundler client for the account: user operations go to `bundlerUrl`, chain reads to `client`. */
export function createFoyerBundlerClient(parameters: {
  account: FoyerSmartAccount
  client: Client<Transport, Chain>
  bundlerUrl: string
}): BundlerClient<Transport, Chain, FoyerSmartAccount> {
  return createBundlerClient({
    account: parameters.account,
    client: parameters.client,
    chain: parameters.client.chain,
    transport: http(parameters.bundlerUrl, { retryCount: 0 }),
    // The bundler answers receipts as soon as the bundle is mined; anvil mines at once.
    pollingInterval: 100,
  }) as BundlerClient<Transport, Chain, FoyerSmartAccount>
}

/** The user operation reverted on chain (its calls failed), though it was bundled and paid for. */
export class UserOperationRevertedError extends BaseError {
  readonly receipt: UserOperationReceipt
  constructor(receipt: UserOperationReceipt) {
    super(
      `The user operation ${receipt.userOpHash} was mined but its calls reverted${receipt.reason ? `: ${receipt.reason}` : ''}`,
      {
        name: 'UserOperationRevertedError',
      },
    )
    this.receipt = receipt
  }
}

/** Sends `calls` as one user operation and waits for it to be mined; answers the receipt of a successful one. */
export async function sendSmartAccountCalls(
  bundlerClient: BundlerClient<Transport, Chain, FoyerSmartAccount>,
  calls: readonly SmartAccountCall[],
  options: { timeoutMs?: number } = {},
): Promise<UserOperationReceipt> {
  if (calls.length === 0) throw new BaseError('sendSmartAccountCalls: no calls to send')
  const hash = await bundlerClient.sendUserOperation({ calls: calls.map((call) => ({ ...call })) })
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: options.timeoutMs ?? 60_000 })
  if (!receipt.success) throw new UserOperationRevertedError(receipt)
  return receipt
}
