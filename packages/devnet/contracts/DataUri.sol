// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// Builds data: URIs on chain, so the devnet's NFT metadata and images need no server. Base64 follows RFC 4648 §4
/// (standard alphabet, '=' padding); percent-encoding follows RFC 3986 (everything but the unreserved characters).
library DataUri {
    bytes private constant BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    bytes private constant HEX = "0123456789ABCDEF";

    function base64(bytes memory data) internal pure returns (string memory) {
        if (data.length == 0) return "";
        bytes memory out = new bytes(4 * ((data.length + 2) / 3));
        uint256 o;
        for (uint256 i = 0; i < data.length; i += 3) {
            // Three input bytes make one 24-bit group; missing bytes count as zero and become '=' below.
            uint256 group = uint256(uint8(data[i])) << 16;
            if (i + 1 < data.length) group |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < data.length) group |= uint256(uint8(data[i + 2]));
            out[o++] = BASE64[(group >> 18) & 63];
            out[o++] = BASE64[(group >> 12) & 63];
            out[o++] = i + 1 < data.length ? BASE64[(group >> 6) & 63] : bytes1("=");
            out[o++] = i + 2 < data.length ? BASE64[group & 63] : bytes1("=");
        }
        return string(out);
    }

    function percentEncode(bytes memory data) internal pure returns (string memory) {
        uint256 length;
        for (uint256 i = 0; i < data.length; i++) {
            length += _unreserved(data[i]) ? 1 : 3;
        }
        bytes memory out = new bytes(length);
        uint256 o;
        for (uint256 i = 0; i < data.length; i++) {
            bytes1 c = data[i];
            if (_unreserved(c)) {
                out[o++] = c;
            } else {
                out[o++] = "%";
                out[o++] = HEX[uint8(c) >> 4];
                out[o++] = HEX[uint8(c) & 15];
            }
        }
        return string(out);
    }

    function toString(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory buffer = new bytes(digits);
        while (value != 0) {
            digits--;
            buffer[digits] = bytes1(uint8(48 + value % 10));
            value /= 10;
        }
        return string(buffer);
    }

    function _unreserved(bytes1 c) private pure returns (bool) {
        return (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "-" || c == "."
            || c == "_" || c == "~";
    }
}
