import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createFoyer } from '@foyer/react'
import { createEvmAdapter } from '@foyer/evm'
import { presetFromLocation } from './presets.js'
import { App } from './App.js'

const preset = presetFromLocation(location.search)
const foyer = createFoyer({ ...preset.options, adapters: [createEvmAdapter()] })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={foyer} preset={preset.name} />
  </StrictMode>,
)
