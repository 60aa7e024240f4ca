"""The wheel: what it contains, and that it works installed, away from the checkout.

The wheel is built from a copy of the source tree (tracked-looking files only:
no ``build/``, ``*.egg-info``, caches or ``.git``). Building in the checkout
itself would let a stale ``build/lib`` leak files into the wheel, and would
write into the working tree of engineers working concurrently.

Why the install check really tests the wheel: the venv is created with
``--system-site-packages`` (to reuse redis, click, tiktoken ... without a
network), and that site-packages holds the editable install of this checkout,
whose ``.pth`` file puts a finder for ``rollmem_client`` and ``rollmem_cli`` on
``sys.meta_path``. Isolated mode (``-I``) does not switch ``.pth`` files off.
It does keep the current directory and ``PYTHON*`` variables out of
``sys.path``, and the commands run from a temporary directory outside the
repository; what settles it is that the child asserts the ``__file__`` of
every rollmem module and the Lua folder lie inside the venv and not inside
the checkout. If the wheel lacked a package or the Lua files, the editable
finder or the checkout fallback of ``scripts_dir()`` would serve them from
the checkout and the assertion would fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
SKIP = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis",
                              ".mypy_cache", ".ruff_cache", ".venv", "*.pyc")


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    for name in ("REDIS_URL", "TIKTOKEN_CACHE_DIR"):  # the bundled encoding files must do
        env.pop(name, None)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("pkg")
    src = root / "src"
    shutil.copytree(REPO, src, ignore=SKIP)
    out = root / "dist"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", str(out),
         str(src)],
        capture_output=True, text=True, timeout=300, env=_clean_env(),
    )
    if proc.returncode != 0:
        pytest.fail(
            "pip wheel failed (with --no-build-isolation the build backend must be installed: setuptools>=70.1, "
            f"or an older setuptools plus the `wheel` package):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
        )
    wheels = list(out.glob("rollmem-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_wheel_contents(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        entry_points = zf.read(f"{dist_info}/entry_points.txt").decode()

    lua = sorted(p.name for p in (REPO / "server_scripts").glob("*.lua"))
    assert {"00_common.lua", "10_blocks.lua"} <= set(lua)
    for name in lua:
        assert f"rollmem_client/server_scripts/{name}" in names
    if (REPO / "server_scripts" / "README.md").exists():
        assert "rollmem_client/server_scripts/README.md" in names

    bundled = sorted(p.name for p in (REPO / "rollmem_client" / "_tiktoken").iterdir() if p.is_file())
    assert bundled, "no tiktoken files in the checkout"
    for name in bundled:
        assert f"rollmem_client/_tiktoken/{name}" in names
    for name in ("rollmem_cli/__init__.py", "rollmem_cli/__main__.py", "rollmem_cli/main.py", "rollmem_cli/demo.py",
                 "rollmem_client/__init__.py", "rollmem_client/py.typed"):
        assert name in names

    lines = [line.replace(" ", "") for line in entry_points.splitlines()]
    assert "[console_scripts]" in lines
    assert "rollmem=rollmem_cli.main:cli" in lines
    top_level = {n.split("/")[0] for n in names}
    assert top_level == {"rollmem_client", "rollmem_cli", dist_info}, top_level  # no cli/, tests/, server_scripts/


def test_installed_wheel_runs_outside_the_checkout(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)],
                   check=True, timeout=120)
    python = venv / "bin" / "python"
    env = _clean_env()
    # The system pip, run by the venv's interpreter, installs into the venv. --force-reinstall: the
    # editable install of the same version is visible through the system site-packages.
    subprocess.run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--force-reinstall", str(wheel)],
                   check=True, capture_output=True, timeout=300, env=env)
    outside = tmp_path / "elsewhere"
    outside.mkdir()

    help_run = subprocess.run([str(venv / "bin" / "rollmem"), "--help"], cwd=outside, env=env,
                              capture_output=True, text=True, timeout=60)
    assert help_run.returncode == 0, help_run.stderr
    assert help_run.stdout.startswith("Usage: rollmem ")
    assert "demo" in help_run.stdout

    check = f"""
import sys
from pathlib import Path
import rollmem_cli, rollmem_cli.main, rollmem_client, rollmem_client.scripts
from rollmem_client.scripts import library_source, scripts_dir

venv, repo = Path({str(venv)!r}).resolve(), Path({str(REPO)!r}).resolve()
paths = [Path(m.__file__).resolve() for m in (rollmem_cli, rollmem_cli.main, rollmem_client, rollmem_client.scripts)]
paths.append(scripts_dir().resolve())
for p in paths:
    assert p.is_relative_to(venv), f"{{p}} is not inside the venv {{venv}}"
    assert not p.is_relative_to(repo), f"{{p}} comes from the checkout"
assert sorted(f.name for f in scripts_dir().glob("*.lua")) == {sorted(p.name for p in (REPO / "server_scripts").glob("*.lua"))!r}
source = library_source()
assert "rollmem_append" in source and "#!lua name=rollmem" in source
from rollmem_client.tokens import TiktokenCounter
assert TiktokenCounter().count("hello world") == 2  # the bundled encoding files, offline
print("ok")
"""
    result = subprocess.run([str(python), "-I", "-c", check], cwd=outside, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "ok"
