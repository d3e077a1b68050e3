// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {DataUri} from "./DataUri.sol";

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// A minimal ERC-721 (with the metadata extension) for the local devnet. Only the deployer can mint, with explicit
/// token ids, so the seeded collection is the same on every run. The devnet deploys it twice: the Foyer Pass and a
/// spam-style "airdrop" collection, which differ only in their metadata.
contract FoyerPass {
    string public name;
    string public symbol;
    address public immutable owner;
    /// Metadata shared by every token: the description, the word drawn on the image and the image's base hue (0-359).
    string private _description;
    string private _label;
    uint256 private immutable _hue;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotOwner();
    error ZeroAddress();
    error NonexistentToken(uint256 tokenId);
    error AlreadyMinted(uint256 tokenId);
    error NotAuthorized();
    error WrongFrom();
    error UnsafeRecipient();

    /// `description_` and `label_` end up inside JSON and SVG text, so they must not hold '"', '\\', '<' or '&'.
    constructor(
        string memory name_,
        string memory symbol_,
        string memory description_,
        string memory label_,
        uint256 hue_
    ) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        _description = description_;
        _label = label_;
        _hue = hue_ % 360;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 Metadata
    }

    function balanceOf(address account) external view returns (uint256) {
        if (account == address(0)) revert ZeroAddress();
        return _balances[account];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
        return holder;
    }

    /// Metadata is inline: a data: URI of percent-encoded JSON whose image is itself a data: URI (base64 SVG), so wallets
    /// and the demo show it without any server, and the URI stays valid when fetched (a raw '#' would start a fragment).
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = DataUri.toString(tokenId);
        bytes memory json = bytes(
            string.concat(
                '{"name":"',
                name,
                " #",
                id,
                '","description":"',
                _description,
                '","image":"data:image/svg+xml;base64,',
                DataUri.base64(bytes(_image(id, (_hue + tokenId * 47) % 360))),
                '"}'
            )
        );
        return string.concat("data:application/json,", DataUri.percentEncode(json));
    }

    /// A card in the token's own hue, with the collection's label and the token number.
    function _image(string memory id, uint256 hue) private view returns (string memory) {
        string memory text = '<text x="160" fill="#fff" font-family="sans-serif" text-anchor="middle" ';
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">',
            '<rect width="320" height="320" rx="28" fill="hsl(',
            DataUri.toString(hue),
            ',70%,42%)"/><circle cx="160" cy="112" r="48" fill="none" stroke="#fff" stroke-width="10"/>',
            text,
            'y="222" font-size="26" font-weight="700">',
            _label,
            "</text>",
            text,
            'y="266" font-size="22">#',
            id,
            "</text></svg>"
        );
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != owner) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        if (_owners[tokenId] != address(0)) revert AlreadyMinted(tokenId);
        _owners[tokenId] = to;
        _balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address spender, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender]) revert NotAuthorized();
        getApproved[tokenId] = spender;
        emit Approval(holder, spender, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert WrongFrom();
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender] && getApproved[tokenId] != msg.sender) {
            revert NotAuthorized();
        }
        delete getApproved[tokenId];
        unchecked {
            _balances[from] -= 1;
        }
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 selector) {
                if (selector != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient();
            } catch {
                revert UnsafeRecipient();
            }
        }
    }
}
