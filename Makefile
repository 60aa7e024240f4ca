# The README's commands, one way to run each.
.PHONY: demo test lint bench

demo:
	pip install . && rollmem demo

test:
	pip install '.[test]' && python3 -m pytest

lint:
	ruff check . && mypy

bench:
	python3 benchmarks/bench_core.py
	python3 benchmarks/bench_budget.py
	python3 benchmarks/bench_tokens.py
	python3 benchmarks/bench_daemon.py
	python3 benchmarks/bench_ledger.py
	python3 benchmarks/bench_scale.py
