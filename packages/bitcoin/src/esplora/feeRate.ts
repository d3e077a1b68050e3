// Choosing a fee rate from the API's estimates: the estimate for the wanted confirmation target, or the nearest
// slower one the API gives (a slower target's rate is lower), never below Bitcoin Core's 1 sat/vB relay minimum.
import type { FeeEstimates } from './createEsploraClient.js'

export const MIN_FEE_RATE = 1

/** The three choices a Send view offers, as confirmation targets in blocks. */
export const FEE_TARGETS = { fast: 1, normal: 6, slow: 144 } as const
export type FeeSpeed = keyof typeof FEE_TARGETS

export function feeRateFor(estimates: FeeEstimates, targetBlocks: number): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((t) => Number.isFinite(t) && t > 0 && Number.isFinite(estimates[String(t)]))
    .sort((a, b) => a - b)
  const chosen = targets.find((t) => t >= targetBlocks) ?? targets[targets.length - 1]
  const rate = chosen === undefined ? MIN_FEE_RATE : estimates[String(chosen)]!
  return Math.max(MIN_FEE_RATE, rate)
}
