"""Placeholder: replaced by the CLI."""
import click


@click.group()
def cli() -> None:
    """rollmem."""
