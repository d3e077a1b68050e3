// The wallet frame page's entry (bundled and served by @foyer/server on the frame's own origin). It runs only inside
// a frame created by one of the configured host origins, named in the URL's hash.
import { readHostOrigin } from '../protocol/origin.js'
import { readFrameConfig } from './frame-config.js'
import { startFrameApp } from './frame-app.js'
import { FrameStorage } from './frame-storage.js'
import { FrameUi } from './frame-ui.js'

function main() {
  const config = readFrameConfig(document)
  const hostOrigin = readHostOrigin(location.hash)
  const root = document.getElementById('foyer-frame')!
  if (window.parent === window || !hostOrigin || !config.hostOrigins.includes(hostOrigin)) {
    // Not embedded by a configured host: do nothing (the CSP's frame-ancestors already stops other embedders).
    root.textContent = ''
    return
  }
  startFrameApp({
    window,
    config,
    hostOrigin,
    storage: new FrameStorage(),
    ui: (hooks) => new FrameUi(root, hooks),
  })
}

main()
