import { defineConfig, defaultClientConditions } from 'vite'
import { fileURLToPath } from 'node:url'

// The demo builds Foyer from source: workspace packages expose a "source" export condition.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The WalletConnect SDK's offline test switch is `process.env.IS_VITEST`, read at run time; a production build would
  // otherwise turn `process.env` into `{}` and the switch (set by the demo's testMode and the wallet page, for the dev
  // relay only) would never be seen, letting the SDK call WalletConnect's Verify host.
  define: { 'process.env.IS_VITEST': 'globalThis.process?.env?.IS_VITEST' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        wallet: fileURLToPath(new URL('./wallet.html', import.meta.url)),
        // The bench's modal-open yardstick (bench/modal-open.mjs): plain React, no Foyer.
        baseline: fileURLToPath(new URL('./baseline.html', import.meta.url)),
      },
    },
  },
})
