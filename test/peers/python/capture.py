"""An ASGI wrapper that records every JSON body POSTed to the MCP endpoint and serves them at GET /received.

The peers tests read it to assert what the server *received* on the wire, with its JSON types: the
client's answer to a pushed `elicitation/create` (2025-11-25) or the `inputResponses` of a retried
`tools/call` (2026-07-28). Only for the tests; it holds bodies in memory.
"""

import json
from typing import Any


class CaptureBodies:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.bodies: list[Any] = []

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "GET" and scope["path"] == "/received":
            await _send_json(send, self.bodies)
            return
        if scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        try:
            self.bodies.append(json.loads(body))
        except ValueError:
            pass
        replayed = False

        async def replay() -> dict[str, Any]:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _send_json(send: Any, value: Any) -> None:
    body = json.dumps(value).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": body})
