// Whether a fiat amount fits the Buy limits of its payment currency (spec §3 payment_method_limits). The card's limits
// count (the checkout's first payment method), else the first method listed; amounts are compared in cents so that
// '10' and '10.00' are the same and no float rounding decides a limit.
import type { OnrampOptions, OnrampPaymentMethodLimit } from './onramp.js'

export type OnrampAmountCheck =
  | { ok: true; limit: OnrampPaymentMethodLimit | undefined }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'below-min' | 'above-max'; limit: OnrampPaymentMethodLimit }

const AMOUNT = /^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$/

/** Cents of a typed amount ('25', '25.5', '25,50'), or undefined when it is not one. */
export function onrampAmountCents(text: string): number | undefined {
  const trimmed = text.trim()
  if (!AMOUNT.test(trimmed)) return undefined
  return Math.round(Number(trimmed.replace(',', '.')) * 100)
}

export function onrampLimitOf(options: OnrampOptions, paymentCurrency: string): OnrampPaymentMethodLimit | undefined {
  const limits = options.paymentCurrencies.find((c) => c.id === paymentCurrency)?.payment_method_limits ?? []
  return limits.find((limit) => limit.id.toLowerCase() === 'card') ?? limits[0]
}

export function checkOnrampAmount(options: OnrampOptions, paymentCurrency: string, text: string): OnrampAmountCheck {
  const cents = onrampAmountCents(text)
  if (cents === undefined || cents <= 0) return { ok: false, reason: 'invalid' }
  const limit = onrampLimitOf(options, paymentCurrency)
  if (limit) {
    const min = onrampAmountCents(limit.min)
    const max = onrampAmountCents(limit.max)
    if (min !== undefined && cents < min) return { ok: false, reason: 'below-min', limit }
    if (max !== undefined && cents > max) return { ok: false, reason: 'above-max', limit }
  }
  return { ok: true, limit }
}
