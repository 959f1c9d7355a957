// The hand-written floor.
export { FloorForm } from '../page/floor-form.js';
