"""The summarizer daemon: reads jobs from the bucket streams, summarizes, writes back through the library.

``runner.py`` decides *when* jobs run (readers, concurrency, heartbeats,
signals); ``jobs.py`` *how* one job runs (summarize, retry, write back, dead
letters); ``status.py`` reads backlog, lag and health from Redis.
"""

from .runner import SummarizerDaemon, run_daemon

__all__ = ["SummarizerDaemon", "run_daemon"]
