"""``python -m rollmem_cli``: the same as the ``rollmem`` command."""

from .main import cli

if __name__ == "__main__":
    cli(prog_name="rollmem")
