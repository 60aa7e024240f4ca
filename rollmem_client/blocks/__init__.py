"""The ``blocks`` policy (seed 000): a window of the newest W interactions plus at most M block summaries.

``ops.py`` holds the sans-I/O operations; ``client.py`` and ``aio.py`` the sync
and asyncio facades (``RollingMemory``, ``AsyncRollingMemory``).
"""

from .aio import AsyncRollingMemory
from .client import RollingMemory

__all__ = ["AsyncRollingMemory", "RollingMemory"]
