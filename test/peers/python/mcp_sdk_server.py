"""A server on the official Python SDK (`mcp` 2.x) that elicits the way its users write it.

`book_table` asks through `Resolve(...)` + `Elicit(message, Model)`, which the SDK sends as a pushed
`elicitation/create` on 2025-11-25 and as an `input_required` result on 2026-07-28. `legacy_profile`
sends pydantic's raw `model_json_schema()`, as `mcp` 1.x servers still deployed do (`anyOf` with null,
`"default": null`, an `Enum` as a `$ref` into `$defs`). Every tool answers with what it received:
the action and the validated model (`model_dump(mode="json")`), so a value the server could not read
fails the tool. Run: python mcp_sdk_server.py PORT
"""

import datetime
import enum
import sys
from typing import Annotated, Literal, Optional

import uvicorn
from pydantic import AnyUrl, BaseModel, EmailStr, Field

from capture import CaptureBodies
from mcp.server.elicitation import AcceptedElicitation, ElicitationResult
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.resolve import Elicit, Resolve


class Booking(BaseModel):
    """Details for your table at Chez Ada."""

    name: str = Field(min_length=2, max_length=50, description="Who the table is for")
    email: EmailStr
    website: Optional[AnyUrl] = None
    guests: int = Field(2, ge=1, le=12)
    budget: float = Field(0, ge=0)
    newsletter: bool = False
    notes: Optional[str] = None
    seating: Literal["indoor", "outdoor"] = "indoor"
    stars: Literal[1, 2, 3, 4, 5] = 5
    extras: list[Literal["wine", "cake", "flowers"]] = []
    day: datetime.date
    arrival: datetime.datetime
    code: str = Field(pattern=r"^[A-Z]{3}-\d{3}$", description="Your booking code, like ABC-123")
    discount: float = Field(0.5, gt=0, lt=1)
    tip: int = Field(10, multiple_of=5, ge=0)


class Color(str, enum.Enum):
    red = "red"
    green = "green"
    blue = "blue"


class Profile(BaseModel):
    """Your public profile."""

    display_name: str
    age: Optional[int] = Field(None, ge=0)
    color: Color = Color.green
    second_color: Optional[Color] = None


server = MCPServer("python-sdk-peer")


def ask_booking() -> Elicit[Booking]:
    return Elicit("Please give the details for your booking.", Booking)


@server.tool()
async def book_table(booking: Annotated[ElicitationResult[Booking], Resolve(ask_booking)]) -> dict:
    """Books a table after asking for the details."""
    return outcome(booking)


@server.tool()
async def legacy_profile(ctx: Context) -> dict:
    """Asks with pydantic's raw JSON Schema, as mcp 1.x did (2025-11-25 only: a pushed request)."""
    result = await ctx.session.elicit_form(
        message="Tell us about yourself.",
        requested_schema=Profile.model_json_schema(),
        related_request_id=ctx.request_id,
    )
    if result.action != "accept":
        return {"action": result.action}
    return {"action": "accept", "data": Profile.model_validate(result.content).model_dump(mode="json")}


def outcome(result: object) -> dict:
    if isinstance(result, AcceptedElicitation):
        return {"action": "accept", "data": result.data.model_dump(mode="json")}
    return {"action": getattr(result, "action", "unknown")}


if __name__ == "__main__":
    port = int(sys.argv[1])
    app = CaptureBodies(server.streamable_http_app(host="127.0.0.1"))
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
