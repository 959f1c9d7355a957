"""A FastMCP 4 server asking with each `response_type` form its documentation shows.

FastMCP wraps a scalar in an object with one `value` property, renders a list of strings as a single
select, a dict of titles as a titled single select, a list holding a list as a multi-select whose
`items` carry `enum` without `type`, a list holding a dict as a titled multi-select, and a dataclass or
pydantic model as its fields. `ctx.elicit` is a pushed request, so these tools serve 2025-11-25 only
(on 2026-07-28 FastMCP raises a ToolError and asks for the InputRequiredResult guard pattern). Each tool
answers with the action and the value FastMCP handed it, as JSON. Run: python fastmcp_server.py PORT
"""

import dataclasses
import datetime
import enum
import sys
import uuid
from typing import Any, Literal

import uvicorn
from fastmcp import Context, FastMCP
from pydantic import BaseModel, Field, IPvAnyAddress

from capture import CaptureBodies


class Priority(enum.Enum):
    low = "low"
    high = "high"


@dataclasses.dataclass
class Person:
    name: str
    age: int = 0


class Trip(BaseModel):
    city: str = Field(description="Where to")
    nights: int = Field(1, ge=1, le=30)
    breakfast: bool = False


class Device(BaseModel):
    """Formats pydantic writes bare: `uuid`, `ipvanyaddress`, `time`."""

    device_id: uuid.UUID
    address: IPvAnyAddress
    backup_at: datetime.time


FORMS: dict[str, Any] = {
    "ask_text": str,
    "ask_integer": int,
    "ask_number": float,
    "ask_boolean": bool,
    "pick_one": ["small", "medium", "large"],
    "pick_titled": {"lo": {"title": "Low priority"}, "hi": {"title": "High priority"}},
    "pick_many": [["wifi", "parking", "pool"]],
    "pick_many_titled": [{"sea": {"title": "Sea view"}, "city": {"title": "City view"}}],
    "pick_literal": Literal["s", "m", "l"],
    "pick_enum": Priority,
    "ask_dataclass": Person,
    "ask_model": Trip,
    "ask_device": Device,
}

server = FastMCP("fastmcp-peer")


def register(name: str, response_type: Any) -> None:
    async def tool(ctx: Context) -> dict:
        result = await ctx.elicit(f"FastMCP asks ({name})", response_type=response_type)
        if result.action != "accept":
            return {"action": result.action}
        return {"action": "accept", "data": to_json(result.data)}

    tool.__name__ = name
    server.tool(name=name)(tool)


def to_json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if dataclasses.is_dataclass(value):
        return dataclasses.asdict(value)
    if isinstance(value, enum.Enum):
        return value.value
    return value


for tool_name, form in FORMS.items():
    register(tool_name, form)

if __name__ == "__main__":
    port = int(sys.argv[1])
    app = CaptureBodies(server.http_app(path="/mcp"))
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
