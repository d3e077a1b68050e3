/**
 * The Wallet Standard's features take several inputs at once: the wallet answers them in the app's order, one card at
 * a time, and a refusal of any of them fails the whole call (nothing signed so far is handed out).
 */
export async function oneByOne<I, O>(inputs: readonly I[], answer: (input: I) => Promise<O>): Promise<readonly O[]> {
  const outputs: O[] = []
  for (const input of inputs) outputs.push(await answer(input))
  return outputs
}
