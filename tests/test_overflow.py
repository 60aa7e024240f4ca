"""``retry_on_context_overflow`` against the providers' real error shapes.

Each provider's official SDK (``openai``, ``anthropic``, ``google-genai``) talks to
an ``httpx2.MockTransport`` that answers like the API: "context too long" while
the request is bigger than the model's (pretend) window, success once it fits.
The SDK raises its own exception class, and the retry must step the budget down
until the request fits. Rate limits, authentication failures, overload and
other 400s must be raised at once, after exactly one request, even when their
text speaks of tokens.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import anthropic
import httpx2
import openai
import pytest
import redis
from google import genai
from google.genai import errors as genai_errors
from google.genai import types as genai_types
from test_budget import make_memory

from rollmem_client.budget import AgentMemory, ContextBudget, is_context_overflow, retry_on_context_overflow

SID = "overflow"
BUDGET = ContextBudget(context_window=20_000, max_reply_tokens=1000, safety_margin=500, tool_headroom=500)
Handler = Callable[[httpx2.Request], httpx2.Response]

# (status, body) the APIs answer when the prompt does not fit the model's window
OVERFLOW = {
    "openai": (400, {"error": {
        "message": "This model's maximum context length is 128000 tokens. However, your messages resulted in "
                   "131072 tokens. Please reduce the length of the messages.",
        "type": "invalid_request_error", "param": "messages", "code": "context_length_exceeded"}}),
    "anthropic": (400, {"type": "error", "error": {
        "type": "invalid_request_error", "message": "prompt is too long: 208310 tokens > 200000 maximum"}}),
    "gemini": (400, {"error": {
        "code": 400, "message": "The input token count (1254321) exceeds the maximum number of tokens allowed "
                                "(1048576).", "status": "INVALID_ARGUMENT"}}),
}

# errors that must never step the budget down
OTHER = {
    "openai": [
        (429, {"error": {"message": "Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Requested "
                                    "35000. Too many tokens, please reduce the length of the messages.",
                         "type": "tokens", "param": None, "code": "rate_limit_exceeded"}}),
        (401, {"error": {"message": "Incorrect API key provided: sk-test.", "type": "invalid_request_error",
                         "param": None, "code": "invalid_api_key"}}),
        (400, {"error": {"message": "Invalid value for 'temperature': must be at most 2.", "type":
                         "invalid_request_error", "param": "temperature", "code": "invalid_value"}}),
    ],
    "anthropic": [
        (429, {"type": "error", "error": {"type": "rate_limit_error", "message": "This request would exceed the rate "
               "limit for your organization of 40,000 input tokens per minute: too many tokens."}}),
        (401, {"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}),
        (529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        (400, {"type": "error", "error": {"type": "invalid_request_error",
                                          "message": "messages: roles must alternate between \"user\" and \"assistant\""}}),
    ],
    "gemini": [
        (429, {"error": {"code": 429, "message": "Resource has been exhausted (e.g. check quota): too many tokens "
                                                 "per minute.", "status": "RESOURCE_EXHAUSTED"}}),
        (403, {"error": {"code": 403, "message": "API key not valid. Please pass a valid API key.",
                         "status": "PERMISSION_DENIED"}}),
        (400, {"error": {"code": 400, "message": "Please ensure that function call turn comes immediately after a "
                                                 "user turn or after a function response turn.",
                         "status": "INVALID_ARGUMENT"}}),
    ],
}

OK = {
    "openai": {"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o", "choices": [
        {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "fits"}}]},
    "anthropic": {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-haiku-4-5",
                  "content": [{"type": "text", "text": "fits"}], "stop_reason": "end_turn", "stop_sequence": None,
                  "usage": {"input_tokens": 10, "output_tokens": 2}},
    "gemini": {"candidates": [{"content": {"role": "model", "parts": [{"text": "fits"}]}, "finishReason": "STOP"}]},
}


def _client(provider: str, handler: Handler) -> Any:
    http = httpx2.Client(transport=httpx2.MockTransport(handler))
    if provider == "openai":
        return openai.OpenAI(api_key="sk-test", http_client=http, max_retries=0)
    if provider == "anthropic":
        return anthropic.Anthropic(api_key="sk-ant-test", http_client=http, max_retries=0)
    options = genai_types.HttpOptions(httpx_client=http, retry_options=genai_types.HttpRetryOptions(attempts=1))
    return genai.Client(api_key="test", http_options=options)


def _send(provider: str, client: Any, m: AgentMemory, budget: ContextBudget) -> str:
    """Build the context with ``budget`` and call the model through the provider's SDK."""
    if provider == "openai":
        reply = client.chat.completions.create(model="gpt-4o", messages=m.context(SID, budget, "openai"))
        return str(reply.choices[0].message.content)
    if provider == "anthropic":
        req = m.context(SID, budget, "anthropic")
        return str(client.messages.create(model="claude-haiku-4-5", max_tokens=1000, **req).content[0].text)
    req = m.context(SID, budget, "gemini", metadata=False)
    config = genai_types.GenerateContentConfig(system_instruction=req.get("systemInstruction"))
    return str(client.models.generate_content(model="gemini-2.5-flash", contents=req["contents"], config=config).text)


@pytest.fixture
def memory(fake_redis: redis.Redis, prefix: str) -> AgentMemory:
    m = make_memory(fake_redis, prefix, max_tokens=1_000_000, max_entries=10_000, recent_window=1000)
    m.set_system_prompt(SID, "You are a research agent.")
    m.add_user_message(SID, "Summarize the papers I send you.")
    for i in range(60):
        m.add_context(SID, f"paper {i}: " + "results discussion method " * 40, f"papers/{i}.txt")
        m.add_assistant_message(SID, f"Noted paper {i}.")
    return m  # type: ignore[no-any-return]


@pytest.mark.parametrize("provider", ["openai", "anthropic", "gemini"])
def test_a_context_length_error_steps_the_budget_down(memory: AgentMemory, provider: str) -> None:
    sizes: list[int] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        sizes.append(len(request.content))
        if len(request.content) > sizes[0] * 0.7:  # the pretend model takes 70% of the first request
            status, body = OVERFLOW[provider]
            return httpx2.Response(status, json=body)
        return httpx2.Response(200, json=OK[provider])

    client = _client(provider, handler)
    budgets: list[int] = []

    def call(budget: ContextBudget) -> str:
        budgets.append(budget.input_budget)
        return _send(provider, client, memory, budget)

    whole = memory.get_stats(SID).context_tokens + 500  # the first try keeps everything
    budget = ContextBudget(context_window=whole + 2000, max_reply_tokens=1000, safety_margin=500, tool_headroom=500)
    assert retry_on_context_overflow(call, budget, steps=8) == "fits"
    assert len(sizes) >= 3 and sizes[-1] <= sizes[0] * 0.7 < min(sizes[:-1])  # refused until it fitted
    assert budgets == sorted(budgets, reverse=True) and len(set(budgets)) == len(budgets)


@pytest.mark.parametrize("provider", ["openai", "anthropic", "gemini"])
def test_the_sdks_overflow_errors_are_recognised(provider: str) -> None:
    status, body = OVERFLOW[provider]
    client = _client(provider, lambda _request: httpx2.Response(status, json=body))
    with pytest.raises(Exception) as info:
        _call_once(provider, client)
    assert isinstance(info.value, (openai.BadRequestError, anthropic.BadRequestError, genai_errors.ClientError))
    assert is_context_overflow(info.value)
    try:
        try:
            _call_once(provider, client)
        except Exception as e:
            raise RuntimeError("the agent's model call failed") from e
    except RuntimeError as wrapped:
        assert is_context_overflow(wrapped)  # wrapped by the application: the cause is read


@pytest.mark.parametrize(("provider", "status", "body"), [(p, s, b) for p, errs in OTHER.items() for s, b in errs])
def test_other_errors_are_raised_at_once(memory: AgentMemory, provider: str, status: int, body: dict[str, Any]) -> None:
    requests: list[bytes] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        requests.append(request.content)
        return httpx2.Response(status, json=body)

    client = _client(provider, handler)
    with pytest.raises(Exception) as info:
        retry_on_context_overflow(lambda b: _send(provider, client, memory, b), BUDGET, steps=5)
    assert not is_context_overflow(info.value), json.dumps(body)
    assert len(requests) == 1  # no step-down, no retry


def _call_once(provider: str, client: Any) -> Any:
    if provider == "openai":
        return client.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "hi"}])
    if provider == "anthropic":
        return client.messages.create(model="claude-haiku-4-5", max_tokens=10,
                                      messages=[{"role": "user", "content": "hi"}])
    return client.models.generate_content(model="gemini-2.5-flash", contents="hi")
