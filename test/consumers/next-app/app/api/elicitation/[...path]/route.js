import { bridges } from '../../../bridges.js';

export const GET = bridges.direct.handle;
export const POST = bridges.direct.handle;
