import { ServerPage } from './server-page.jsx';

export default ServerPage;
