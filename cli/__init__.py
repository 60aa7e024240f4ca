"""The ``rollmem`` command line (installed as the ``rollmem_cli`` package)."""
