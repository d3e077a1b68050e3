// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IEnsRegistry {
    function owner(bytes32 node) external view returns (address);
    function resolver(bytes32 node) external view returns (address);
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) external returns (bytes32);
    function setResolver(bytes32 node, address resolver) external;
}

interface IEnsNameResolver {
    function setName(bytes32 node, string calldata name) external;
}

/// The reverse registrar of EIP-181, owner of addr.reverse: an account claims <its lower-case hex address>.addr.reverse
/// for itself, or has its reverse name set in one call with `setName`, which keeps the node under this registrar with
/// the default resolver and writes the name there.
contract EnsReverseRegistrar {
    IEnsRegistry public immutable ens;
    IEnsNameResolver public immutable defaultResolver;
    /// namehash("addr.reverse")
    bytes32 public immutable addrReverseNode;

    constructor(IEnsRegistry ens_, IEnsNameResolver defaultResolver_) {
        ens = ens_;
        defaultResolver = defaultResolver_;
        bytes32 reverseNode = keccak256(abi.encodePacked(bytes32(0), keccak256("reverse")));
        addrReverseNode = keccak256(abi.encodePacked(reverseNode, keccak256("addr")));
    }

    function claim(address owner) external returns (bytes32) {
        return claimWithResolver(owner, address(0));
    }

    function claimWithResolver(address owner, address resolver) public returns (bytes32 reverseNode) {
        bytes32 label = sha3HexAddress(msg.sender);
        reverseNode = keccak256(abi.encodePacked(addrReverseNode, label));
        address currentOwner = ens.owner(reverseNode);
        // Setting the resolver needs the node, so it is taken over first when someone else holds it.
        if (resolver != address(0) && resolver != ens.resolver(reverseNode)) {
            if (currentOwner != address(this)) {
                ens.setSubnodeOwner(addrReverseNode, label, address(this));
                currentOwner = address(this);
            }
            ens.setResolver(reverseNode, resolver);
        }
        if (currentOwner != owner) ens.setSubnodeOwner(addrReverseNode, label, owner);
    }

    function setName(string calldata name) external returns (bytes32 reverseNode) {
        reverseNode = claimWithResolver(address(this), address(defaultResolver));
        defaultResolver.setName(reverseNode, name);
    }

    function node(address addr) external view returns (bytes32) {
        return keccak256(abi.encodePacked(addrReverseNode, sha3HexAddress(addr)));
    }

    /// keccak256 of the address as 40 lower-case hex digits, without 0x: the label of its reverse node.
    function sha3HexAddress(address addr) public pure returns (bytes32) {
        bytes memory digits = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint160 value = uint160(addr);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = digits[value & 15];
            value >>= 4;
        }
        return keccak256(out);
    }
}
