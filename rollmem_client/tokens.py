"""Exact token counting with tiktoken, offline out of the box.

tiktoken downloads its encoding files on first use; air-gapped machines cannot.
The package ships the official ``cl100k_base`` and ``o200k_base`` files (MIT,
byte-identical, checked by tiktoken's sha256) and always loads those two from
the shipped files, whatever ``TIKTOKEN_CACHE_DIR`` says (a cache dir without
them, common in ML images, would send tiktoken to the internet). Any other
encoding is loaded by tiktoken as usual.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

DEFAULT_ENCODING = "o200k_base"
SHIPPED_ENCODINGS = ("cl100k_base", "o200k_base")
_env_lock = threading.Lock()


class TokenCounter(Protocol):
    """Anything that counts the tokens of a text."""

    def count(self, text: str) -> int: ...


def _bundled_cache() -> Path:
    return Path(str(resources.files("rollmem_client"))) / "_tiktoken"


@lru_cache(maxsize=8)
def get_encoding(name: str = DEFAULT_ENCODING) -> Any:
    """A tiktoken ``Encoding``; the shipped ones from the package's files, never from the network."""
    import tiktoken

    if name not in SHIPPED_ENCODINGS:
        return tiktoken.get_encoding(name)
    with _env_lock:  # tiktoken reads its cache dir from the environment only
        saved = os.environ.get("TIKTOKEN_CACHE_DIR")
        os.environ["TIKTOKEN_CACHE_DIR"] = str(_bundled_cache())
        try:
            return tiktoken.get_encoding(name)
        finally:
            if saved is None:
                del os.environ["TIKTOKEN_CACHE_DIR"]
            else:
                os.environ["TIKTOKEN_CACHE_DIR"] = saved


@lru_cache(maxsize=1)
def encoding_names() -> tuple[str, ...]:
    """The encoding names tiktoken knows (without loading any)."""
    import tiktoken

    return tuple(tiktoken.list_encoding_names())


class TiktokenCounter:
    """Counts tokens with a tiktoken encoding (``o200k_base`` by default: GPT-4o and later)."""

    def __init__(self, encoding: str = DEFAULT_ENCODING) -> None:
        self.encoding_name = encoding
        self._enc = get_encoding(encoding)

    def count(self, text: str) -> int:
        return len(self._enc.encode(text, disallowed_special=()))


class CallableCounter:
    """Wraps any ``text -> int`` callable as a :class:`TokenCounter`."""

    def __init__(self, fn: Callable[[str], int]) -> None:
        self._fn = fn

    def count(self, text: str) -> int:
        n = self._fn(text)
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"token counter returned {n!r}, not a non-negative integer")
        return n
