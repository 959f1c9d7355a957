import { ServerPage } from '../server-page.jsx';

export const dynamic = 'force-dynamic';

export default ServerPage;
