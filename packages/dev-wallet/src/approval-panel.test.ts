// @vitest-environment jsdom
import { getByRole, queryByRole } from '@testing-library/dom'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { mountApprovalPanel, type ApprovalPanel } from './approval-panel.js'
import type { PendingRequest } from './types.js'

const base = {
  origin: 'http://127.0.0.1:5173',
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  accountIndex: 0,
  chain: { id: 31337, name: 'Foyer Devnet' },
} as const
const connect: PendingRequest = { ...base, id: 1, method: 'eth_requestAccounts' }
const sign: PendingRequest = { ...base, id: 2, method: 'personal_sign', message: stringToHex('<b>hello</b>') }

let panel: ApprovalPanel | undefined
afterEach(() => {
  panel?.unmount()
  panel = undefined
})

const shadow = () => panel!.host.shadowRoot as unknown as HTMLElement
const card = () => getByRole(shadow(), 'dialog', { name: 'Foyer Dev Wallet request' })

describe('approval panel', () => {
  it('is hidden, in its own open shadow root on body, until a request arrives', () => {
    panel = mountApprovalPanel()
    expect(panel.host.parentElement).toBe(document.body)
    expect(panel.host.shadowRoot?.mode).toBe('open')
    expect(panel.host.hidden).toBe(true)
    expect(panel.host.shadowRoot?.querySelector('style')?.textContent).toContain('z-index: 2147483000')
  })

  it('shows a non-modal dialog with the request and Approve / Reject; Approve resolves true', async () => {
    panel = mountApprovalPanel()
    const answer = panel.approve(connect)
    expect(panel.host.hidden).toBe(false)
    const dialog = card()
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(getByRole(dialog, 'heading').textContent).toBe('Connect to 127.0.0.1:5173')
    expect(dialog.textContent).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    getByRole(dialog, 'button', { name: 'Approve' }).click()
    await expect(answer).resolves.toBe(true)
    expect(panel.host.hidden).toBe(true)
    expect(panel.pendingCount).toBe(0)
  })

  it('Reject resolves false', async () => {
    panel = mountApprovalPanel()
    const answer = panel.approve(connect)
    getByRole(card(), 'button', { name: 'Reject' }).click()
    await expect(answer).resolves.toBe(false)
  })

  it('queues requests: shows the first and how many wait, then the next', async () => {
    panel = mountApprovalPanel()
    const first = panel.approve(connect)
    const second = panel.approve(sign)
    expect(getByRole(card(), 'heading').textContent).toBe('Connect to 127.0.0.1:5173')
    expect(card().textContent).toContain('1 more request waiting')
    getByRole(card(), 'button', { name: 'Approve' }).click()
    await expect(first).resolves.toBe(true)
    expect(getByRole(card(), 'heading').textContent).toBe('Sign message')
    // The page's message is shown as text, never parsed as HTML.
    expect(card().textContent).toContain('<b>hello</b>')
    expect(card().querySelector('b')).toBeNull()
    expect(card().textContent).not.toContain('more request')
    getByRole(card(), 'button', { name: 'Reject' }).click()
    await expect(second).resolves.toBe(false)
  })

  it('buttons are native buttons (keyboard-usable) and Escape rejects', async () => {
    panel = mountApprovalPanel()
    const answer = panel.approve(sign)
    const approve = getByRole(card(), 'button', { name: 'Approve' })
    expect(approve.tagName).toBe('BUTTON')
    expect(approve.getAttribute('type')).toBe('button')
    approve.focus()
    approve.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }))
    await expect(answer).resolves.toBe(false)
  })

  it('unmount rejects what is still waiting and removes the element', async () => {
    panel = mountApprovalPanel()
    const answer = panel.approve(connect)
    const host = panel.host
    panel.unmount()
    await expect(answer).resolves.toBe(false)
    expect(host.isConnected).toBe(false)
    expect(queryByRole(document.body, 'dialog')).toBeNull()
    panel = undefined
  })
})
