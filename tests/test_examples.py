"""The example bots run offline (stubbed models, the package's embedded server), each as a subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def run_example(name: str, *args: str) -> str:
    proc = subprocess.run([sys.executable, str(EXAMPLES / name), *args], capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_multiprocess_agents_bot() -> None:
    pytest.importorskip("agents", reason="the openai-agents extra is not installed")
    out = run_example("multiprocess_agents_bot.py", "--workers", "3", "--turns", "24")
    assert "24 turns served by 3 processes" in out
    assert "memory is coherent" in out and "PROBLEM" not in out
    served = [int(part.split(": ")[1]) for part in out.splitlines()[0].split(": ", 1)[1].split(", ")]
    assert sum(served) == 24


@pytest.mark.timeout(300)
def test_langchain_chain() -> None:
    pytest.importorskip("langchain_core", reason="the langchain extra is not installed")
    out = run_example("langchain_chain.py", "--turns", "30")
    assert "Who am I? -> You are Ada from " in out and "still in view" in out
    assert " 0 summaries" not in out
