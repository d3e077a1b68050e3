export declare const ROOT: string
export declare const CHROMIUM_PATH: string
export declare const DEVNET_PORT: number
export declare const DEMO_PORT: number
export declare const EVM_RPC_URL: string
export declare const DEMO_URL: string
export declare const DEMO_VITE_CONFIG: string
