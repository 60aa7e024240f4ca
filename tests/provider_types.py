"""Rendered requests checked against the providers' official SDK request types.

openai's ``ChatCompletionMessageParam`` and ``ResponseInputParam`` typed dicts and
anthropic's ``MessageCreateParamsNonStreaming`` through pydantic ``TypeAdapter``s
(strict, unknown keys forbidden), google-genai's ``types.Content`` pydantic model
(which forbids unknown fields itself). Each raises ``pydantic.ValidationError``.
"""

from __future__ import annotations

from typing import Any

from anthropic.types.message_create_params import MessageCreateParamsNonStreaming
from google.genai import types as genai_types
from openai.types.chat import ChatCompletionMessageParam
from openai.types.responses import ResponseInputParam
from pydantic import ConfigDict, TypeAdapter

_STRICT = ConfigDict(extra="forbid", strict=True)
_OPENAI_CHAT = TypeAdapter(list[ChatCompletionMessageParam], config=_STRICT)
_OPENAI_RESPONSES = TypeAdapter(ResponseInputParam, config=_STRICT)
_ANTHROPIC = TypeAdapter(list[MessageCreateParamsNonStreaming], config=_STRICT)


def _force(value: Any) -> Any:
    """Consume pydantic's lazy validators of ``Iterable`` fields, so every nested item is validated."""
    if isinstance(value, dict):
        return {k: _force(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)) or hasattr(value, "__next__"):
        return [_force(v) for v in value]
    return value


def validate_openai(messages: list[dict[str, Any]]) -> None:
    _force(_OPENAI_CHAT.validate_python(messages))


def validate_openai_responses(items: list[dict[str, Any]]) -> None:
    _force(_OPENAI_RESPONSES.validate_python(items))


def validate_anthropic(request: dict[str, Any]) -> None:
    _force(_ANTHROPIC.validate_python([{"model": "claude-sonnet-4-5", "max_tokens": 1024, **request}]))


def strip_metadata(request: dict[str, Any]) -> dict[str, Any]:
    """Seed 003's shape without its ``name`` and ``timestamp``: the public API's request."""
    contents = [{k: v for k, v in c.items() if k in ("role", "parts")} for c in request["contents"]]
    return {**request, "contents": contents}


def validate_gemini(request: dict[str, Any]) -> None:
    """The public API's ``Content`` list (pass seed 003's shape through :func:`strip_metadata` first)."""
    for content in request["contents"]:
        genai_types.Content.model_validate(content)
    if "systemInstruction" in request:
        genai_types.Content.model_validate(request["systemInstruction"])


def validate_all(rendered: dict[str, Any]) -> None:
    """Every format of one selection (keys as :data:`rollmem_client.budget.render.FORMATS`)."""
    validate_openai(rendered["openai"])
    validate_openai_responses(rendered["openai_responses"])
    validate_anthropic(rendered["anthropic"])
    validate_gemini(strip_metadata(rendered["gemini"]))
