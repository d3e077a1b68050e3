export declare function isPortFree(port: number, host?: string): Promise<boolean>
export declare function assertPortsFree(wanted: { port: number; what: string }[]): Promise<void>
