"""The framework adapters are optional: rollmem imports without them, and a missing one says which extra to install."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rollmem_client.integrations import require


def test_require_names_the_extra() -> None:
    with pytest.raises(ImportError, match=r"pip install 'rollmem\[langchain\]'"):
        require("no_such_framework_x.messages", "langchain", "rollmem's LangChain history")


def test_no_framework_is_imported_by_rollmem_or_the_agents_session() -> None:
    code = (
        "import sys\n"
        "import rollmem_client, rollmem_client.integrations, rollmem_client.integrations.openai_agents\n"
        "loaded = [m for m in ('agents', 'openai', 'langchain_core', 'langgraph') if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_langchain_adapter_without_langchain_fails_clearly() -> None:
    code = (
        "import sys\n"
        "sys.modules['langchain_core'] = None  # as if it were not installed\n"
        "try:\n"
        "    import rollmem_client.integrations.langchain\n"
        "except ImportError as e:\n"
        "    assert \"pip install 'rollmem[langchain]'\" in str(e), e\n"
        "else:\n"
        "    raise SystemExit('imported without langchain-core')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
