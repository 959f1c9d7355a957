// Where the app's MCP client would ask the person: here the shipping question, asked of the cookie's user through
// the bridge `?bridge=` names; the response is the answer the server got.
import { authorize, bridges } from '../../bridges.js';
import { shippingParams } from '../../shipping.js';

export async function POST(request) {
  const user = authorize(request);
  const bridge = bridges[new URL(request.url).searchParams.get('bridge') ?? ''];
  if (!user || !bridge) return Response.json({ error: 'no user or no such bridge' }, { status: 400 });
  const result = await bridge.forUser(user).present(shippingParams, { server: { name: 'shop' }, source: {} });
  return Response.json(result);
}
