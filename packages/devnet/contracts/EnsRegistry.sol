// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// The ENS registry as EIP-137 specifies it, for the devnet: each node (a namehash) has an owner, a resolver and a TTL;
/// the owner of a node may hand it over, set its resolver and TTL, and create subnodes (keccak256(node, label)). The
/// root node (0x0) belongs to the deployer.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private _records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);

    error NotNodeOwner(bytes32 node);

    modifier onlyNodeOwner(bytes32 node) {
        if (_records[node].owner != msg.sender) revert NotNodeOwner(node);
        _;
    }

    constructor() {
        _records[bytes32(0)].owner = msg.sender;
    }

    function owner(bytes32 node) external view returns (address) {
        return _records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return _records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return _records[node].ttl;
    }

    function setOwner(bytes32 node, address newOwner) external onlyNodeOwner(node) {
        _records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        _records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external onlyNodeOwner(node) {
        _records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function setTTL(bytes32 node, uint64 newTtl) external onlyNodeOwner(node) {
        _records[node].ttl = newTtl;
        emit NewTTL(node, newTtl);
    }
}
