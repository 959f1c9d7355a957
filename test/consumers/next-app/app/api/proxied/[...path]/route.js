import { bridges } from '../../../bridges.js';

export const GET = bridges.proxied.handle;
export const POST = bridges.proxied.handle;
