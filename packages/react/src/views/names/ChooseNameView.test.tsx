// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { parseNameRegistrationMessage, UserRejectedError } from '@foyer/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectDirectly, renderFoyer } from '../../test/renderFoyer.js'
import { createTestChainAdapter, TEST_ADDRESS } from '../../test/testChainAdapter.js'

// A loopback HTTP server answering the profile and identity routes like @foyer/server (whose real checks, signature
// included, are tested in packages/server and end to end in e2e/names.e2e.ts): it holds the names registered so far.
const TAKEN = new Map<string, string>([['alice.reown.id', '0x2222222222222222222222222222222222222222']])
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let posted: { coin_type: number; address: string; message: string; signature: string }[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(json))
    }
    const last = decodeURIComponent(url.pathname.split('/').pop() ?? '')
    if (url.pathname === '/v1/supported-chains') return reply(200, { http: [], ws: [] })
    if (url.pathname.startsWith('/v1/identity/')) {
      const name = [...TAKEN].find(([, address]) => address.toLowerCase() === last.toLowerCase())?.[0] ?? null
      return reply(200, { name, avatar: null })
    }
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      const label = last.replace(/\.reown\.id$/, '')
      const names = [label, `${label}1`, `${label}2`].map((l) => `${l}.reown.id`)
      return reply(200, { suggestions: names.map((name) => ({ name, registered: TAKEN.has(name) })) })
    }
    if (url.pathname.startsWith('/v1/profile/account/')) {
      if (last === 'bob.foyer.eth')
        return reply(200, { name: last, addresses: { '60': { address: BOB } }, attributes: {} })
      const holder = TAKEN.get(last)
      if (!holder) return reply(404, { error: `${last} is not registered` })
      return reply(200, { name: last, addresses: { '60': { address: holder } }, attributes: {} })
    }
    if (url.pathname === '/v1/profile/account' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const registration = JSON.parse(body) as (typeof posted)[number]
        posted.push(registration)
        const { name } = parseNameRegistrationMessage(registration.message)
        if (TAKEN.has(name)) return reply(409, { error: `${name} is already registered`, field: 'name' })
        TAKEN.set(name, registration.address)
        reply(200, { success: true, name })
      })
      return
    }
    reply(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  posted = []
  for (const [name, address] of TAKEN) if (address === TEST_ADDRESS) TAKEN.delete(name)
})

async function openChooseName(sign: (message: string) => Promise<string>) {
  const adapter = createTestChainAdapter()
  const signed: string[] = []
  adapter.request = async ({ method, params }) => {
    if (method !== 'personal_sign') return null
    const [hex] = params as [string, string]
    const text = new TextDecoder().decode(Uint8Array.from(Buffer.from(hex.slice(2), 'hex')))
    signed.push(text)
    return sign(text)
  }
  const rendered = await renderFoyer({ apiUrl, adapter })
  await connectDirectly(rendered.client)
  act(() => rendered.client.open())
  fireEvent.click(await rendered.modal().findByRole('button', { name: 'Choose a name' }, { timeout: 10_000 }))
  await rendered.modal().findByLabelText('Name', {}, { timeout: 10_000 })
  return { ...rendered, signed }
}

describe('ChooseName', () => {
  it('shows a taken name with free alternatives, registers the chosen one with the wallet’s signature, and the header shows it', async () => {
    const { modal, signed } = await openChooseName(async () => '0xsigned')
    const input = modal().getByLabelText('Name')
    const register = modal().getByRole('button', { name: 'Register' }) as HTMLButtonElement
    fireEvent.change(input, { target: { value: 'Alice' } })
    await waitFor(() => expect(modal().getByTestId('foyer-name-status').textContent).toBe('alice.reown.id is taken'))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(register.disabled).toBe(true)
    fireEvent.click(modal().getByRole('button', { name: 'alice1.reown.id' }))
    await waitFor(() =>
      expect(modal().getByTestId('foyer-name-status').textContent).toBe('alice1.reown.id is available'),
    )
    expect(register.disabled).toBe(false)
    fireEvent.click(register)
    expect((await modal().findByTestId('foyer-name-registered')).textContent).toBe('alice1.reown.id is yours')
    expect(parseNameRegistrationMessage(signed[0]!)).toMatchObject({
      name: 'alice1.reown.id',
      address: TEST_ADDRESS,
      coinType: 60,
    })
    expect(posted).toEqual([{ coin_type: 60, address: TEST_ADDRESS, message: signed[0], signature: '0xsigned' }])
    // Identity is asked again at once (not after its 5 minutes), so the account shows the name.
    fireEvent.click(modal().getByRole('button', { name: 'Done' }))
    expect(await modal().findByText('alice1.reown.id')).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
    await waitFor(() => expect(document.querySelector('[data-foyer-button]')?.textContent).toContain('alice1.reown.id'))
  })

  it("shows 'Signature declined' when the wallet refuses, and registers nothing", async () => {
    const { modal } = await openChooseName(async () => {
      throw new UserRejectedError()
    })
    fireEvent.change(modal().getByLabelText('Name'), { target: { value: 'carol' } })
    const register = modal().getByRole('button', { name: 'Register' }) as HTMLButtonElement
    await waitFor(() => expect(register.disabled).toBe(false))
    fireEvent.click(register)
    expect((await modal().findByRole('alert')).textContent).toBe('Signature declined')
    expect(posted).toEqual([])
  })

  it('asks nothing for a name under 3 characters', async () => {
    const { modal } = await openChooseName(async () => '0x')
    fireEvent.change(modal().getByLabelText('Name'), { target: { value: 'al' } })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(modal().getByTestId('foyer-name-status').textContent).toBe('')
    expect((modal().getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('Send to a name', () => {
  async function openSendOnEvm() {
    const rendered = await renderFoyer({ apiUrl })
    await connectDirectly(rendered.client)
    act(() => rendered.client.open())
    fireEvent.click(await rendered.modal().findByRole('button', { name: 'Send' }, { timeout: 10_000 }))
    await rendered.modal().findByLabelText('Recipient address', {}, { timeout: 10_000 })
    return rendered
  }

  it('resolves a name to its address under the field, and the review shows both', async () => {
    const { modal } = await openSendOnEvm()
    fireEvent.change(modal().getByLabelText('Amount'), { target: { value: '1' } })
    fireEvent.change(modal().getByLabelText('Recipient address'), { target: { value: 'bob.foyer.eth' } })
    await waitFor(() => expect(modal().getByTestId('foyer-recipient-name').textContent).toBe(`bob.foyer.eth: ${BOB}`))
    fireEvent.click(modal().getByRole('button', { name: 'Review' }))
    expect((await modal().findByTestId('foyer-send-recipient')).textContent).toBe('bob.foyer.eth (0x7099…79C8)')
    expect(modal().getByTestId('foyer-send-recipient').getAttribute('title')).toBe(BOB)
  })

  it('says a name nobody holds is unknown, and keeps Review off', async () => {
    const { modal } = await openSendOnEvm()
    fireEvent.change(modal().getByLabelText('Amount'), { target: { value: '1' } })
    fireEvent.change(modal().getByLabelText('Recipient address'), { target: { value: 'nobody.reown.id' } })
    expect(await modal().findByText('No address is registered for nobody.reown.id')).toBeTruthy()
    expect(modal().getByLabelText('Recipient address').getAttribute('aria-invalid')).toBe('true')
    expect((modal().getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
