"""Least privilege and TLS (issue 11, item 5), on a real server.

The bot, the daemon (a ``rollmem summarizer`` subprocess) and the CLI run under ACL users with exactly the
rules ``rollmem_client.acl`` prints (``rollmem acl ROLE``); what each may not do is refused. A bot starts
without ``FUNCTION LOAD`` when an admin loaded the library, and names ``rollmem scripts load`` when nobody
did. TLS: a CA and a server certificate made here (``cryptography``), a TLS server, ``rediss://`` URLs.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from click.testing import CliRunner, Result
from helpers import CLI_ENV_VARS, clean_cli_env, daemon_env  # noqa: F401  (clean_cli_env: an autouse fixture)
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, ConfigError, LibraryError, RollingMemory
from rollmem_client.acl import acl_rules
from rollmem_client.keys import KeySchema
from rollmem_client.server import EmbeddedServer, free_port, server_binary

BUCKETS = 4


@pytest.fixture
def srv() -> Iterator[EmbeddedServer]:
    with EmbeddedServer() as s:
        yield s


def make_user(r: redis.Redis, name: str, role: str, prefix: str) -> str:
    """Create ``name`` with the role's rules; returns its URL part ``name:pw@``."""
    r.execute_command("ACL", "SETUSER", name, "reset", "on", ">pw", *acl_rules(role, KeySchema(prefix, BUCKETS)))  # type: ignore[no-untyped-call]
    return name


def url(srv: EmbeddedServer, user: str) -> str:
    return f"redis://{user}:pw@127.0.0.1:{srv.port}/0"


def run(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args), prog_name="rollmem")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


def conn(u: str, prefix: str) -> list[str]:
    return ["--url", u, "--prefix", prefix]


def test_bot_daemon_and_cli_work_under_their_least_privilege_users(srv: EmbeddedServer, tmp_path: Path) -> None:
    root = redis.Redis.from_url(srv.url, protocol=2)
    p = "tenant1"
    for role in ("admin", "bot", "daemon"):
        make_user(root, f"{p}-{role}", role, p)
    admin, bot, daemon = (url(srv, f"{p}-{r}") for r in ("admin", "bot", "daemon"))

    # a bot cannot start before the library is loaded: the error says what to do
    with pytest.raises(LibraryError, match="rollmem scripts load"):
        RollingMemory.from_url(bot, prefix=p, buckets=BUCKETS).stats("alice")

    loaded = run("scripts", "load", *conn(admin, p), "--buckets", str(BUCKETS))
    assert loaded.exit_code == 0, loaded.output

    # the bot: both policies, every kind of call
    m = RollingMemory.from_url(bot, prefix=p, buckets=BUCKETS)
    for i in range(45):
        m.add_interaction("alice", {"q": f"Ada asks {i}"}, {"a": f"answer {i}"})
    m.configure_session("alice", window_size=21)
    assert m.stats("alice").jobs_queued == 2
    state = m.export_session("alice")
    m.import_session(state, "alice-copy")
    assert m.clear_session("alice-copy")
    a = AgentMemory.from_url(bot, prefix=p, buckets=BUCKETS, token_counter=len)
    a.set_system_prompt("agent", "be brief")
    a.add_user_message("agent", "fix the parser")
    call = a.add_tool_call("agent", "shell", {"cmd": "pytest"})
    a.add_tool_result("agent", call.entry.tool_call_id, "1 failed")
    for i in range(3):
        a.add_assistant_message("agent", f"step {i}")
    a.configure_session("agent", recent_window=1)
    assert a.compress("agent").queued
    assert "fix the parser" in a.context("agent", format="text")
    assert [e.type for e in a.events("agent", last_id="0", timeout=0.2)][:1] == ["entry:added"]
    assert sorted(m.sessions()) == ["agent", "alice"]

    # ... and what it may not do
    plain = redis.Redis.from_url(bot, protocol=2)
    for refused in (lambda: plain.function_load("#!lua name=evil\nredis.register_function('f', function() end)",
                                                replace=True),
                    lambda: plain.hset(f"{p}:config", "buckets", 1),
                    lambda: plain.xrange(KeySchema(p, BUCKETS).dead(0)),
                    lambda: plain.hgetall(f"{p}:summarizer:stats"),
                    lambda: plain.get("other-tenant:anything"),
                    lambda: plain.flushall()):
        with pytest.raises(redis.exceptions.NoPermissionError):
            refused()

    # the daemon, a real subprocess under its user
    proc = subprocess.run([sys.executable, "-m", "rollmem_cli", "summarizer", "--url", daemon, "--prefix", p,
                           "--burst", "--claim-idle-ms", "200", "--block-ms", "100"],
                          env=daemon_env(strip=CLI_ENV_VARS), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert [s.range.end_index for s in m.context("alice").summaries] == [22, 43]
    assert a.get_stats("agent").summaries == 1

    # the CLI: inspecting as the bot, operating as the admin
    for args in (["show", "alice"], ["stats", "alice"], ["sessions"], ["show", "agent"]):
        res = run(*args, *conn(bot, p))
        assert res.exit_code == 0, (args, res.output)
    for args in (["summarizer", "status"], ["summarizer", "dead"], ["summarizer", "check", "--min-daemons", "0"],
                 ["scripts", "status"]):
        res = run(*args, *conn(admin, p))
        assert res.exit_code == 0, (args, res.output)


def test_tenants_with_their_own_prefix_and_users_are_contained(srv: EmbeddedServer) -> None:
    root = redis.Redis.from_url(srv.url, protocol=2)
    for t in ("ta", "tb"):
        make_user(root, f"{t}-admin", "admin", t)
        make_user(root, f"{t}-bot", "bot", t)
        assert run("scripts", "load", *conn(url(srv, f"{t}-admin"), t), "--buckets", str(BUCKETS)).exit_code == 0
    a = RollingMemory.from_url(url(srv, "ta-bot"), prefix="ta", buckets=BUCKETS)
    b = RollingMemory.from_url(url(srv, "tb-bot"), prefix="tb", buckets=BUCKETS)
    a.add_interaction("alice", {"q": "secret of tenant a"}, {"a": "ok"})
    b.add_interaction("bob", {"q": "tenant b"}, {"a": "ok"})
    # tenant a's credentials used with tenant b's prefix: every call refused by Redis itself
    intruder = RollingMemory.from_url(url(srv, "ta-bot"), prefix="tb", buckets=BUCKETS)
    for attempt in (lambda: intruder.context("bob"), lambda: intruder.add_interaction("bob", {"q": "x"}, {"a": "y"}),
                    lambda: intruder.clear_session("bob")):
        with pytest.raises((redis.exceptions.NoPermissionError, ConfigError)):
            attempt()
    assert b.context("bob").window[0].user_request == {"q": "tenant b"}


def test_a_bot_without_permission_to_create_the_deployment_record_is_told_what_to_do(srv: EmbeddedServer) -> None:
    root = redis.Redis.from_url(srv.url, protocol=2)
    RollingMemory(root, prefix="other").setup()  # the library is loaded; tenant3 has no record yet
    make_user(root, "t3-bot", "bot", "tenant3")
    with pytest.raises(ConfigError, match="rollmem scripts load"):
        RollingMemory.from_url(url(srv, "t3-bot"), prefix="tenant3", buckets=BUCKETS).stats("x")


def test_acl_command_prints_the_rules(srv: EmbeddedServer) -> None:
    res = run("acl", "daemon", "--prefix", "acme", "--user", "acme-daemon")
    assert res.exit_code == 0
    words = res.output.split()
    assert words[:4] == ["ACL", "SETUSER", "acme-daemon", "on"] and "+xreadgroup" in words and "~acme:summarizer:*" in words
    root = redis.Redis.from_url(srv.url, protocol=2)
    root.execute_command(*words)  # Redis accepts it as printed  # type: ignore[no-untyped-call]


# ------------------------------------------------------------ TLS


def _certificates(folder: Path) -> tuple[Path, Path, Path]:
    """A CA and a server certificate for 127.0.0.1 signed by it: (ca.pem, server.pem, server.key)."""
    crypto = pytest.importorskip("cryptography", reason="TLS tests make their certificates with `cryptography`")
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    assert crypto
    now = dt.datetime.now(dt.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "rollmem test CA")])
    ca = (x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name).public_key(ca_key.public_key())
          .serial_number(x509.random_serial_number()).not_valid_before(now - dt.timedelta(minutes=5))
          .not_valid_after(now + dt.timedelta(days=1))
          .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
          .sign(ca_key, hashes.SHA256()))
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
            .issuer_name(ca_name).public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(minutes=5)).not_valid_after(now + dt.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                           critical=False)
            .sign(ca_key, hashes.SHA256()))
    paths = folder / "ca.pem", folder / "server.pem", folder / "server.key"
    paths[0].write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    paths[1].write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    paths[2].write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                                           serialization.NoEncryption()))
    return paths


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[tuple[int, Path]]:
    ca, cert, key = _certificates(tmp_path)
    port = free_port()
    proc = subprocess.Popen([server_binary(), "--port", "0", "--tls-port", str(port), "--bind", "127.0.0.1",
                             "--tls-cert-file", str(cert), "--tls-key-file", str(key), "--tls-ca-cert-file", str(ca),
                             "--tls-auth-clients", "no", "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while True:
            if proc.poll() is not None:
                out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
                why = [line for line in out.splitlines() if "tls" in line.lower()] or out.splitlines()[-1:]
                pytest.skip(f"this server is built without TLS ({server_binary()}): {' | '.join(why)[-300:]}")
            try:
                if redis.Redis(host="127.0.0.1", port=port, ssl=True, ssl_ca_certs=str(ca), socket_timeout=1).ping():
                    break
            except (redis.ConnectionError, OSError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        yield port, ca
    finally:
        proc.terminate()
        proc.wait(10)


def test_tls_with_rediss_urls_and_a_private_ca(tls_server: tuple[int, Path], tmp_path: Path) -> None:
    port, ca = tls_server
    tls_url = f"rediss://127.0.0.1:{port}/0?ssl_ca_certs={ca}"
    m = RollingMemory.from_url(tls_url, prefix="tls", buckets=BUCKETS)
    m.ensure_groups()
    for i in range(22):
        m.add_interaction("alice", {"q": f"over TLS {i}"}, {"a": "ok"})
    assert m.stats("alice").jobs_queued == 1
    # the daemon and the CLI take the same URL
    proc = subprocess.run([sys.executable, "-m", "rollmem_cli", "summarizer", "--url", tls_url, "--prefix", "tls",
                           "--burst", "--claim-idle-ms", "200", "--block-ms", "100"],
                          env=daemon_env(strip=CLI_ENV_VARS), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    shown = run("show", "alice", "--url", tls_url, "--prefix", "tls")
    assert shown.exit_code == 0 and "1 summaries" in shown.output, shown.output
    # without the CA the server's certificate is not trusted; plain redis:// is not served at all
    with pytest.raises(redis.ConnectionError):
        RollingMemory.from_url(f"rediss://127.0.0.1:{port}/0", prefix="tls", buckets=BUCKETS).stats("alice")
    with pytest.raises(redis.ConnectionError):
        RollingMemory.from_url(f"redis://127.0.0.1:{port}/0", prefix="tls", buckets=BUCKETS).stats("alice")
