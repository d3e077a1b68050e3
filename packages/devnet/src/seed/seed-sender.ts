// Sends the seed's transactions fast: each is signed in-process with an explicit nonce, gas limit and fee, so no
// estimate, nonce or fee request precedes it (viem's writeContract makes four or five), and a transaction meant to
// revert still lands in a block instead of failing its gas estimate. One account's transactions can be in flight
// together; receipts are checked in batches at the points where another account depends on them.
import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  http,
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hash,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'

/** Gas limits per kind of transaction: generous, since a fixed limit replaces the estimate. */
export const SEED_GAS = { transfer: 21_000n, call: 1_000_000n, deploy: 5_000_000n } as const

export interface SeedTransaction {
  to?: Address
  data?: Hex
  value?: bigint
  gas: bigint
  /** What the step does, for the error message if it does not end as expected. */
  label: string
  /** The seed's one deliberately failing transaction says so; any other revert stops the seed. */
  expectRevert?: boolean
}

export class SeedSender {
  readonly client: PublicClient
  private readonly nonces = new Map<Address, number>()
  private readonly counts = new Map<Address, number>()
  private readonly pending: { hash: Promise<Hash>; tx: SeedTransaction }[] = []
  /** Each account's last send: the next one goes out after it, so anvil receives an account's nonces in order. */
  private readonly lastSend = new Map<Address, Promise<unknown>>()
  private fees?: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

  constructor(
    private readonly rpcUrl: string,
    readonly chain: Chain,
  ) {
    this.client = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0, batch: true }) })
  }

  /** Reads each account's next nonce and the fees once; every later send counts nonces here, at call time. */
  async track(accounts: readonly LocalAccount[]): Promise<void> {
    await Promise.all(
      accounts.map(async ({ address }) => {
        if (!this.nonces.has(address))
          this.nonces.set(address, await this.client.getTransactionCount({ address, blockTag: 'pending' }))
      }),
    )
    if (!this.fees) {
      const block = await this.client.getBlock()
      // Twice the base fee plus the tip covers every block of the seed: blocks below the gas target only lower it.
      const tip = 1_000_000_000n
      this.fees = { maxFeePerGas: (block.baseFeePerGas ?? 1_000_000_000n) * 2n + tip, maxPriorityFeePerGas: tip }
    }
  }

  /**
   * Signs and sends. The nonce is taken when this is called, so sends from one account may run concurrently and still
   * execute in call order (a node runs an account's transactions by nonce); across accounts, await what must land first.
   */
  send(account: LocalAccount, tx: SeedTransaction): Promise<Hash> {
    const nonce = this.nonces.get(account.address)
    if (nonce === undefined || !this.fees) throw new Error(`SeedSender: track(${account.address}) before sending`)
    this.nonces.set(account.address, nonce + 1)
    this.counts.set(account.address, this.sentBy(account.address) + 1)
    const fees = this.fees
    const previous = this.lastSend.get(account.address) ?? Promise.resolve()
    const sent = (async () => {
      const serialized = await account.signTransaction({
        type: 'eip1559',
        chainId: this.chain.id,
        nonce,
        to: tx.to ?? null,
        data: tx.data,
        value: tx.value ?? 0n,
        gas: tx.gas,
        ...fees,
      })
      // Out of nonce order, anvil's automine can leave a transaction that became ready unmined
      // (foundry-rs/foundry#10122): signing runs concurrently, sending waits for the account's previous send.
      await previous.catch(() => {})
      return this.client.sendRawTransaction({ serializedTransaction: serialized })
    })()
    this.lastSend.set(account.address, sent)
    // Callers that only queue a send leave its failure to confirmAll, which awaits it; this keeps Node from calling
    // the rejection unhandled meanwhile.
    sent.catch(() => {})
    this.pending.push({ hash: sent, tx })
    return sent
  }

  /**
   * Waits until everything sent so far is mined, checking each receipt (batched requests) ended as meant. What is sent
   * after this sees all of it.
   */
  async confirmAll(): Promise<TransactionReceipt[]> {
    const pending = this.pending.splice(0)
    const hashes = await Promise.all(pending.map(({ hash }) => hash))
    const receipts = await Promise.all(hashes.map((hash) => this.receipt(hash)))
    receipts.forEach((receipt, i) => {
      const { tx } = pending[i]!
      const hash = hashes[i]!
      const ok = receipt.status === 'success'
      if (ok === Boolean(tx.expectRevert))
        throw new Error(
          `@foyer/devnet: seeding failed at "${tx.label}" (tx ${hash} ${ok ? 'succeeded but should revert' : 'reverted'})`,
        )
    })
    return receipts
  }

  deploy<const TAbi extends Abi>(
    account: LocalAccount,
    artifact: { abi: TAbi; bytecode: Hex },
    args: readonly unknown[],
    label: string,
  ): Promise<Hash> {
    const data = encodeDeployData({ abi: artifact.abi as Abi, bytecode: artifact.bytecode, args })
    return this.send(account, { data, gas: SEED_GAS.deploy, label })
  }

  call<
    const TAbi extends Abi,
    TName extends ContractFunctionName<TAbi, 'nonpayable' | 'payable'>,
    TArgs extends ContractFunctionArgs<TAbi, 'nonpayable' | 'payable', TName>,
  >(
    account: LocalAccount,
    contract: { address: Address; abi: TAbi },
    functionName: TName,
    args: TArgs,
    options: { label: string; expectRevert?: boolean; gas?: bigint },
  ): Promise<Hash> {
    const data = encodeFunctionData({
      abi: contract.abi as Abi,
      functionName: functionName as string,
      args: args as unknown[],
    })
    return this.send(account, { to: contract.address, data, gas: options.gas ?? SEED_GAS.call, ...options })
  }

  /** How many transactions `address` has sent through this sender. */
  sentBy(address: Address): number {
    return this.counts.get(address) ?? 0
  }

  /**
   * Anvil mines on arrival, so the receipt is there at once or within a few milliseconds. But one account's
   * transactions sent together can reach anvil out of nonce order, and then automine may leave one that became ready
   * in the pool unmined (foundry-rs/foundry#10122; seen here as a rare "no receipt" in the seed): after a second
   * without a receipt, an evm_mine puts what is ready into a block.
   */
  private async receipt(hash: Hash): Promise<TransactionReceipt> {
    const started = Date.now()
    const deadline = started + 10_000
    let nudgedAt = started
    for (;;) {
      const receipt = await this.client.getTransactionReceipt({ hash }).catch(() => undefined)
      if (receipt) return receipt
      if (Date.now() > deadline) throw new Error(`@foyer/devnet: no receipt for seed tx ${hash} on ${this.rpcUrl}`)
      if (Date.now() - nudgedAt >= 1000) {
        nudgedAt = Date.now()
        await this.client.request({ method: 'evm_mine' } as never).catch(() => undefined)
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
}
