// An ERC-20 transfer as the transaction a wallet signs: a call to the token contract with `transfer(to, amount)`.
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'

export function erc20TransferCall(token: Address, to: Address, amount: bigint): { to: Address; value: 0n; data: Hex } {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }
}
