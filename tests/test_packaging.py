"""The wheel: what it contains, and that it works installed, away from the checkout.

The wheel is built from a copy of the source tree (tracked-looking files only:
no ``build/``, ``*.egg-info``, caches or ``.git``). Building in the checkout
itself would let a stale ``build/lib`` leak files into the wheel, and would
write into the working tree of engineers working concurrently.

Why the install check really tests the wheel: the wheel is installed into a
fresh venv (no ``--system-site-packages``: when pytest itself runs in a venv,
that would be the base interpreter's, which lacks redis, msgspec, click ...).
Only after the install does a ``.pth`` line add the site-packages of the
interpreter running the tests, for the dependencies; a ``.pth`` line adds a
plain path entry, so the ``.pth`` files inside it (an editable install's
finder) are not run, and the venv's own site-packages comes first on
``sys.path``. The child runs isolated (``-I``) from a folder outside the
checkout and asserts that no editable finder is on ``sys.meta_path`` and that
the ``__file__`` of every rollmem module and the Lua folder lie inside the
venv, not the checkout.
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


def _dependency_paths() -> list[str]:
    """The site-packages folders of the interpreter running the tests (redis, msgspec, tiktoken, click ...)."""
    import site

    dirs = [*site.getsitepackages(), site.getusersitepackages()]
    return [d for d in dict.fromkeys(dirs) if Path(d).is_dir()]


def test_installed_wheel_runs_outside_the_checkout(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    env = _clean_env()
    # This interpreter's pip installs into the venv (--python); the venv sees nothing else yet.
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                              "--no-index", str(wheel)], capture_output=True, text=True, timeout=300, env=env)
    assert install.returncode == 0, install.stdout + install.stderr
    purelib = subprocess.run([str(python), "-I", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True, timeout=60).stdout.strip()
    (Path(purelib) / "zz_test_dependencies.pth").write_text("\n".join(_dependency_paths()) + "\n")
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
finders = [type(f).__module__ for f in sys.meta_path]
assert not [f for f in finders if "editable" in f], finders
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
