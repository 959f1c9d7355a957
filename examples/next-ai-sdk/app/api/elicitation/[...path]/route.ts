import { bridge } from '../../../../lib/bridge';

// GET /api/elicitation/events (Server-Sent Events) and POST /api/elicitation/answers/{id}.
export const GET = bridge.handle;
export const POST = bridge.handle;
