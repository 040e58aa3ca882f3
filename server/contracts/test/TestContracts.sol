// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// Contracts the tests and benches of on-chain conditions deploy on the embedded development chain: anyone mints.

/// An ERC-20 with the decimals it is given (6 like USDC, 18 like most).
contract TestToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

contract TestNft is ERC721 {
    constructor() ERC721("Test NFT", "TNFT") {}

    function mint(address to, uint256 id) external {
        _mint(to, id);
    }
}

contract TestMulti is ERC1155 {
    constructor() ERC1155("") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}

/// A game that says who played: the person is the first indexed argument.
contract TestEvents {
    event Played(address indexed player, uint256 indexed round, uint256 score);

    function play(uint256 round, uint256 score) external {
        emit Played(msg.sender, round, score);
    }
}
