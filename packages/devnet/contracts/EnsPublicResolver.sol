// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IEnsRegistryOwner {
    function owner(bytes32 node) external view returns (address);
}

/// A resolver for the devnet with the three record types Foyer reads: the address (EIP-137 `addr`), the reverse name
/// (EIP-181 `name`) and text records such as `avatar` (EIP-634 `text`). Only the node's owner in the registry may set
/// its records, so the reverse registrar sets reverse names for the nodes it owns.
contract EnsPublicResolver {
    IEnsRegistryOwner public immutable registry;

    mapping(bytes32 => address) private _addresses;
    mapping(bytes32 => string) private _names;
    mapping(bytes32 => mapping(string => string)) private _texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key);

    error NotAuthorized(bytes32 node);

    modifier authorised(bytes32 node) {
        if (registry.owner(node) != msg.sender) revert NotAuthorized(node);
        _;
    }

    constructor(IEnsRegistryOwner registry_) {
        registry = registry_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // EIP-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }

    function addr(bytes32 node) external view returns (address) {
        return _addresses[node];
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        _addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function name(bytes32 node) external view returns (string memory) {
        return _names[node];
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        _names[node] = newName;
        emit NameChanged(node, newName);
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return _texts[node][key];
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        _texts[node][key] = value;
        emit TextChanged(node, key, key);
    }
}
