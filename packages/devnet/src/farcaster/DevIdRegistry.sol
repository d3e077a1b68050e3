// SPDX-License-Identifier: MIT
// A development ID registry: the two reads Sign In With Farcaster's verification makes (idOf, custodyOf), at the
// address the auth client reads, with fids written into storage by the devnet (anvil_setStorageAt). Not Farcaster's
// IdRegistry: no registration rules, no recovery, no transfers. Never deploy it anywhere real.
pragma solidity 0.8.28;

contract DevIdRegistry {
    // Slot 0: custody address => fid. Slot 1: fid => custody address.
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
}
