// The frame's screens, drawn with the DOM inside the frame (the host page cannot draw on or click into a cross-origin
// frame, so what is shown here and the person's click are the frame's own). One screen at a time; `onShow` and
// `onHide` tell the host to show and hide the frame (approvalNeeded / approvalDone).
import type { RequestDescription } from './describe-request.js'
import { t, type FrameMessageKey } from './frame-messages.js'
import type { VaultUi } from './wallet-vault.js'

type Reason = 'approval' | 'exportKey' | 'recovery'

export class FrameUi implements VaultUi {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly root: HTMLElement,
    private readonly hooks: { onShow(reason: Reason): void; onHide(): void },
  ) {}

  /** Screens wait for each other: a second request is shown after the first is answered. */
  private screen<T>(reason: Reason, draw: (done: (value: T) => void) => HTMLElement): Promise<T> {
    const run = () =>
      new Promise<T>((resolve) => {
        const node = draw((value) => {
          node.remove()
          this.hooks.onHide()
          resolve(value)
        })
        this.root.replaceChildren(node)
        this.hooks.onShow(reason)
        node.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      })
    const next = this.queue.then(run, run)
    this.queue = next.catch(() => undefined)
    return next
  }

  private section(titleKey: FrameMessageKey | string, literal = false): { section: HTMLElement; body: HTMLElement } {
    const section = document.createElement('section')
    section.setAttribute('role', 'dialog')
    section.setAttribute('aria-labelledby', 'foyer-frame-title')
    const h1 = document.createElement('h1')
    h1.id = 'foyer-frame-title'
    h1.textContent = literal ? titleKey : t(titleKey as FrameMessageKey)
    const body = document.createElement('div')
    section.append(h1, body)
    return { section, body }
  }

  private button(label: string, onClick: () => void, primary = false): HTMLButtonElement {
    const b = document.createElement('button')
    b.type = 'button'
    b.textContent = label
    if (primary) b.className = 'primary'
    b.addEventListener('click', onClick)
    return b
  }

  private fields(rows: { label: string; value: string }[]): HTMLElement {
    const dl = document.createElement('dl')
    for (const row of rows) {
      const dt = document.createElement('dt')
      dt.textContent = row.label
      const dd = document.createElement('dd')
      dd.textContent = row.value
      dl.append(dt, dd)
    }
    return dl
  }

  approve(description: RequestDescription, hostOrigin: string): Promise<boolean> {
    return this.screen<boolean>('approval', (done) => {
      const { section, body } = this.section(description.title, true)
      const from = document.createElement('p')
      from.textContent = t('approveFrom', { origin: hostOrigin })
      const actions = document.createElement('div')
      actions.className = 'actions'
      const reject = this.button(t('reject'), () => done(false))
      const approve = this.button(t('approve'), () => done(true), true)
      actions.append(reject, approve)
      body.append(from, this.fields(description.fields), actions)
      reject.dataset.autofocus = ''
      section.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') done(false)
      })
      return section
    })
  }

  showRecoveryCode(code: string, kept = true): Promise<void> {
    return this.screen<void>('recovery', (done) => {
      const { section, body } = this.section('recoveryTitle')
      const intro = document.createElement('p')
      intro.textContent = kept ? t('recoveryIntro') : `${t('recoveryIntro')} ${t('recoveryNotKept')}`
      const codeEl = document.createElement('output')
      codeEl.className = 'secret'
      codeEl.setAttribute('aria-label', t('recoveryLabel'))
      codeEl.textContent = code
      const ok = this.button(t('recoveryDone'), () => done(), true)
      ok.dataset.autofocus = ''
      body.append(intro, codeEl, ok)
      return section
    })
  }

  askRecoveryCode(error?: string, kept = true): Promise<string | null> {
    return this.screen<string | null>('recovery', (done) => {
      const { section, body } = this.section('recoveryEnterTitle')
      const intro = document.createElement('p')
      intro.textContent = kept ? t('recoveryEnterIntro') : `${t('recoveryEnterIntro')} ${t('recoveryNotKept')}`
      const form = this.codeForm('recoveryLabel', 'recoveryContinue', error, done)
      const cancel = this.button(t('recoveryCancel'), () => done(null))
      body.append(intro, form, cancel)
      return section
    })
  }

  private codeForm(
    labelKey: FrameMessageKey,
    submitKey: FrameMessageKey,
    error: string | undefined,
    done: (value: string) => void,
  ): HTMLFormElement {
    const form = document.createElement('form')
    const label = document.createElement('label')
    label.textContent = t(labelKey)
    const input = document.createElement('input')
    input.autocomplete = 'off'
    input.spellcheck = false
    input.dataset.autofocus = ''
    label.append(input)
    form.append(label)
    if (error) {
      const message = document.createElement('p')
      message.setAttribute('role', 'alert')
      message.id = 'foyer-frame-error'
      message.textContent = error
      input.setAttribute('aria-describedby', message.id)
      input.setAttribute('aria-invalid', 'true')
      form.append(message)
    }
    const submit = document.createElement('button')
    submit.type = 'submit'
    submit.className = 'primary'
    submit.textContent = t(submitKey)
    form.append(submit)
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      done(input.value)
    })
    return form
  }

  /** The export flow's code entry (a fresh email code); null when closed. */
  askExportCode(email: string, error?: string): Promise<string | null> {
    return this.screen<string | null>('exportKey', (done) => {
      const { section, body } = this.section('exportTitle')
      const intro = document.createElement('p')
      intro.textContent = t('exportCodeIntro', { email })
      const form = this.codeForm('exportCodeLabel', 'exportShow', error, done)
      const cancel = this.button(t('recoveryCancel'), () => done(null))
      body.append(intro, form, cancel)
      return section
    })
  }

  showKeys(keys: { mnemonic: string; evm: string; solana: string }): Promise<void> {
    return this.screen<void>('exportKey', (done) => {
      const { section, body } = this.section('exportTitle')
      const warning = document.createElement('p')
      warning.setAttribute('role', 'alert')
      warning.textContent = t('exportWarning')
      const rows = [
        { label: t('exportMnemonic'), value: keys.mnemonic },
        { label: t('exportEvmKey'), value: keys.evm },
        { label: t('exportSolanaKey'), value: keys.solana },
      ]
      const dl = this.fields(rows)
      dl.className = 'secret'
      const close = this.button(
        t('exportClose'),
        () => {
          dl.remove()
          done()
        },
        true,
      )
      close.dataset.autofocus = ''
      body.append(warning, dl, close)
      return section
    })
  }
}
