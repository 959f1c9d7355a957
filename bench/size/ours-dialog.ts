// A form request's dialog: what a host that shows requests with `<ElicitationDialog>` loads at once (the URL analysis
// and the URL consent view come with the first URL request, as chunks of their own).
export { ElicitationDialog } from '../../src/index.js';
