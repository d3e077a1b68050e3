import { describe, expect, it } from 'vitest'
import { checkOnrampAmount, onrampAmountCents } from './onramp-limits.js'
import type { OnrampOptions } from './onramp.js'

// The spec's fallback limits (§9): card 10.00–7500.00, bank account 10.00–25000.00.
const options: OnrampOptions = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'bank_account', min: '10.00', max: '25000.00' },
        { id: 'card', min: '10.00', max: '7500.00' },
      ],
    },
    { id: 'EUR', payment_method_limits: [{ id: 'CARD', min: '5.00', max: '500.00' }] },
  ],
  purchaseCurrencies: [],
  providers: [],
  sample: true,
}

describe('checkOnrampAmount', () => {
  it('takes the card limits, at the cent', () => {
    expect(checkOnrampAmount(options, 'USD', '10')).toMatchObject({ ok: true })
    expect(checkOnrampAmount(options, 'USD', '9.99')).toMatchObject({
      ok: false,
      reason: 'below-min',
      limit: { min: '10.00' },
    })
    expect(checkOnrampAmount(options, 'USD', '7500.00')).toMatchObject({ ok: true })
    expect(checkOnrampAmount(options, 'USD', '7500.01')).toMatchObject({
      ok: false,
      reason: 'above-max',
      limit: { max: '7500.00' },
    })
    expect(checkOnrampAmount(options, 'EUR', '501')).toMatchObject({
      ok: false,
      reason: 'above-max',
      limit: { max: '500.00' },
    })
  })

  it('refuses what is not an amount, and has no limit for a currency it does not list', () => {
    for (const text of ['', 'abc', '-5', '0', '1.234', '1e3'])
      expect(checkOnrampAmount(options, 'USD', text)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkOnrampAmount(options, 'GBP', '1000000')).toEqual({ ok: true, limit: undefined })
  })

  it('reads a comma as the decimal separator', () => {
    expect(onrampAmountCents('25,50')).toBe(2550)
    expect(onrampAmountCents(' 25.5 ')).toBe(2550)
  })
})
