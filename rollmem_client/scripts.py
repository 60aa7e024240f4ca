"""The Redis Functions library's source, as shipped with the package."""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

LIBRARY_NAME = "rollmem"


def scripts_dir() -> Path:
    """Folder of the ``.lua`` files: inside the installed package, else the source checkout."""
    packaged = Path(str(resources.files("rollmem_client"))) / "server_scripts"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "server_scripts"


@lru_cache(maxsize=1)
def library_source() -> str:
    """The library as one string, ready for ``FUNCTION LOAD REPLACE``."""
    files = sorted(scripts_dir().glob("*.lua"))
    if not files:
        raise FileNotFoundError(f"no Lua files in {scripts_dir()}")
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


@lru_cache(maxsize=1)
def library_version() -> int:
    """The ``LIB_VERSION`` the shipped source declares."""
    m = re.search(r"^local LIB_VERSION = (\d+)", library_source(), re.MULTILINE)
    if not m:
        raise RuntimeError("LIB_VERSION not found in the Lua library")
    return int(m.group(1))
