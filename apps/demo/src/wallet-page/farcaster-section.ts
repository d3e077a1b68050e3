// The dev wallet page's "Sign in with Farcaster link" box: a person running `npm start` pastes the farcaster://connect
// link the modal's ConnectingFarcaster view shows (Copy link) and the page answers it as the Farcaster app would, for
// fid 1001 "alice" of the devnet's dev ID registry, whose custody key is dev account #0. Development only: that key is
// the public dev mnemonic's, and the relay is the devnet's on 127.0.0.1.
import { devAccount } from '@foyer/dev-wallet'
import { approveFarcasterSignIn, parseFarcasterSignInLink } from '@foyer/dev-wallet/farcaster'

const DEFAULT_FARCASTER_RELAY_URL = 'http://127.0.0.1:8797'
/** The devnet's dev ID registry registers fid 1001 to dev account #0 (packages/devnet/src/farcaster). */
const ALICE = { fid: 1001, username: 'alice', displayName: 'Alice (dev)' }

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`wallet.html is missing #${id}`)
  return found as T
}

export function mountFarcasterSection(relayUrl = DEFAULT_FARCASTER_RELAY_URL): void {
  const form = element<HTMLFormElement>('farcaster-form')
  const input = element<HTMLInputElement>('farcaster-link')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const status = element<HTMLParagraphElement>('farcaster-status')
  element('farcaster-relay-url').textContent = relayUrl
  const identity = { ...ALICE, custody: devAccount(0) }

  const show = (text: string, kind: 'info' | 'error' = 'info') => {
    status.textContent = text
    status.classList.toggle('error', kind === 'error')
    if (kind === 'error') input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
  }

  // The button is disabled in the HTML until now: a click before this script ran would submit the form natively.
  button.disabled = false
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    let request: ReturnType<typeof parseFarcasterSignInLink>
    try {
      request = parseFarcasterSignInLink(input.value)
    } catch (error) {
      show(error instanceof Error ? error.message : String(error), 'error')
      input.focus()
      return
    }
    button.disabled = true
    show(`Signing in to ${request.domain} as ${identity.username} (fid ${identity.fid})…`)
    approveFarcasterSignIn({ relayUrl, request, identity })
      .then(
        () => {
          input.value = ''
          show(
            `Signed in to ${request.domain} as ${identity.username} (fid ${identity.fid}). The site finishes the login.`,
          )
        },
        (error: unknown) => show(error instanceof Error ? error.message : String(error), 'error'),
      )
      .finally(() => {
        button.disabled = false
      })
  })
}
