/** How many wallets the Connect view lists before leaving the rest to All Wallets (recent and installed always show). */
export const CONNECT_VIEW_LIMIT = 8
